// SPDX-License-Identifier: GPL-3.0-or-later
#include "own/mytests.h"

#include "common/outputfile.h"
#include "run/packkeeper.h"
#include "run/session.h"
#include "widgets/wraplabel.h"

#include <QDir>
#include <QEvent>
#include <QFile>
#include <QFileInfo>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QPushButton>
#include <QRegularExpression>
#include <QSettings>
#include <QTableWidget>
#include <QVBoxLayout>
#include <QtConcurrent>

namespace sb::ui {

namespace {

/// A text as one line of a table: its first line, "…" when there is more.
QString firstLine(const QString& text)
{
    const QString trimmed = text.trimmed();
    const qsizetype end = trimmed.indexOf(QLatin1Char('\n'));
    return end < 0 ? trimmed : trimmed.left(end) + QStringLiteral(" …");
}

} // namespace

MyTests::MyTests(Session* session, QWidget* parent)
    : QWidget(parent), m_session(session), m_table(new QTableWidget(this)), m_add(new QPushButton(this)),
      m_remove(new QPushButton(this)), m_message(new WrapLabel(this))
{
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    auto* buttons = new QHBoxLayout;
    buttons->addWidget(m_add);
    buttons->addWidget(m_remove);
    buttons->addStretch(1);
    layout->addLayout(buttons);
    m_message->hide();
    layout->addWidget(m_message);
    m_table->setColumnCount(2);
    m_table->verticalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_table->horizontalHeader()->setSectionResizeMode(QHeaderView::Stretch);
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->setSelectionMode(QAbstractItemView::SingleSelection);
    layout->addWidget(m_table, 1);
    connect(m_add, &QPushButton::clicked, this, &MyTests::addInputOnScreen);
    connect(m_remove, &QPushButton::clicked, this, [this] {
        if (m_table->currentRow() >= 0)
            remove(m_table->currentRow());
    });
    // The expected answer is typed in its cell; the input is the one added.
    connect(m_table, &QTableWidget::itemChanged, this, [this](QTableWidgetItem* item) {
        if (!m_filling && item->column() == 1)
            setExpected(item->row(), item->text());
    });
    connect(session, &Session::runChanged, this, [this] {
        if (!(m_packs && m_packs->packPlace()) && m_session->problemId() != m_problem)
            load();
    });
    load();
    retranslate();
}

QString MyTests::keptPath(const QString& problem)
{
    return QFileInfo(QSettings().fileName()).absolutePath() + QStringLiteral("/mytests-") + problem +
           QStringLiteral(".json");
}

QString MyTests::packKey(const QString& folder)
{
    // By its folder's name, in letters a file's name takes anywhere.
    QString name = QFileInfo(folder).fileName();
    name.replace(QRegularExpression(QStringLiteral("[^A-Za-z0-9_.-]")), QStringLiteral("_"));
    return QStringLiteral("pack-") + name;
}

void MyTests::followPack(PackKeeper* packs)
{
    m_packs = packs;
    if (m_finder)
        m_finder->disconnect(this); // an answer found for another problem's input is not this one's
    m_finder = nullptr;
    load();
}

bool MyTests::finding() const
{
    return m_finder && m_finder->isRunning();
}

void MyTests::load()
{
    const std::optional<PackPlace> pack = m_packs ? m_packs->packPlace() : std::nullopt;
    m_problem = pack ? packKey(pack->folder) : m_session->problemId();
    m_tests.clear();
    QFile file(keptPath(m_problem));
    // A damaged or oversized file is left as it is and read as no tests: nothing is overwritten
    // until the student adds one.
    if (file.open(QIODevice::ReadOnly) && file.size() <= (kLargestInput + 4096) * kMost) {
        const QJsonArray all = QJsonDocument::fromJson(file.readAll()).array();
        for (const QJsonValue& v : all) {
            const QJsonObject o = v.toObject();
            const QString input = o.value(QStringLiteral("input")).toString();
            if (input.isEmpty() || input.size() > kLargestInput || m_tests.size() >= kMost)
                continue;
            m_tests.append({input, o.value(QStringLiteral("expected")).toString().left(kLargestInput)});
        }
    }
    fill();
}

void MyTests::keep() const
{
    QJsonArray all;
    for (const MyTest& t : m_tests)
        all.append(QJsonObject{{QStringLiteral("input"), t.input}, {QStringLiteral("expected"), t.expected}});
    const QString path = keptPath(m_problem);
    QDir().mkpath(QFileInfo(path).path());
    writeWholeFile(path, QJsonDocument(all).toJson(), nullptr);
}

bool MyTests::addInputOnScreen()
{
    if (m_tests.size() >= kMost) {
        say(tr("There are %1 tests already: remove one first.").arg(kMost));
        return false;
    }
    const std::optional<PackRunTarget> pack = m_packs ? m_packs->packRunTarget() : std::nullopt;
    if (!pack && m_session->hasInputError()) {
        say(tr("The input on screen has an error: fix it first."));
        return false;
    }
    const QString input = pack ? pack->input : m_session->inputText();
    if (input.size() > kLargestInput) {
        say(tr("The input on screen is larger than a small test (%1 KB): the judge's bank has the large ones.")
                .arg(kLargestInput / 1024));
        return false;
    }
    if (pack) {
        // The pack's answer: the sample's, or what its reference prints, found in the sandbox meanwhile.
        if (finding())
            return false;
        m_finder = new QFutureWatcher<std::optional<std::string>>(this);
        connect(m_finder, &QFutureWatcher<std::optional<std::string>>::finished, this, [this, input, finder = m_finder] {
            finder->deleteLater();
            if (finder != m_finder)
                return;
            const std::optional<std::string> answer = finder->result();
            m_tests.append({input, answer ? QString::fromStdString(*answer) : QString()});
            keep();
            fill();
            if (!answer)
                say(tr("No answer is known for this input: type the one you expect."));
            emit addedAnswer();
        });
        m_finder->setFuture(QtConcurrent::run(pack->answer));
        m_message->hide();
        return true;
    }
    m_tests.append({input, m_session->referenceOutput()});
    keep();
    fill();
    m_message->hide();
    return true;
}

void MyTests::remove(int index)
{
    if (index < 0 || index >= m_tests.size())
        return;
    m_tests.removeAt(index);
    keep();
    fill();
}

void MyTests::setExpected(int index, const QString& expected)
{
    if (index < 0 || index >= m_tests.size() || m_tests[index].expected == expected)
        return;
    m_tests[index].expected = expected.left(kLargestInput);
    keep();
    fill();
}

void MyTests::fill()
{
    m_filling = true;
    m_table->setRowCount(static_cast<int>(m_tests.size()));
    for (int i = 0; i < m_tests.size(); ++i) {
        auto* input = new QTableWidgetItem(firstLine(m_tests[i].input));
        input->setFlags(Qt::ItemIsEnabled | Qt::ItemIsSelectable);
        input->setToolTip(m_tests[i].input.left(2000));
        m_table->setItem(i, 0, input);
        auto* expected = new QTableWidgetItem(m_tests[i].expected.trimmed());
        expected->setToolTip(tr("Double-click to type the answer you expect"));
        m_table->setItem(i, 1, expected);
    }
    m_remove->setEnabled(!m_tests.isEmpty());
    m_filling = false;
}

QString MyTests::message() const
{
    return m_message->isHidden() ? QString() : m_message->text();
}

void MyTests::say(const QString& text)
{
    m_message->setText(text);
    m_message->show();
}

void MyTests::retranslate()
{
    m_add->setText(tr("Add the input on screen"));
    m_add->setToolTip(tr("A small test of your own: the input on screen, with the reference's answer, which you may change"));
    m_remove->setText(tr("Remove"));
    m_table->setHorizontalHeaderLabels({tr("Input"), tr("Expected answer")});
    fill();
}

void MyTests::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QWidget::changeEvent(event);
}

} // namespace sb::ui
