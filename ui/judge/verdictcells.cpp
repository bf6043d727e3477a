// SPDX-License-Identifier: GPL-3.0-or-later
#include "judge/verdictcells.h"

#include <QHeaderView>
#include <QTableWidget>
#include <QTableWidgetItem>

#include <map>

namespace sb::ui {

QColor verdictColour(Verdict v)
{
    switch (v) {
    case Verdict::Accepted:
        return {198, 239, 206};
    case Verdict::WrongAnswer:
        return {255, 199, 206};
    case Verdict::TimeLimit:
    case Verdict::MemoryLimit:
        return {255, 235, 156};
    case Verdict::RuntimeError:
    case Verdict::OutputLimit:
    case Verdict::CompileError:
        return {226, 207, 255};
    case Verdict::NotRun:
        break;
    }
    return {230, 230, 230};
}

Verdict testsVerdict(const std::vector<TestResult>& tests)
{
    std::map<Verdict, int> count;
    for (const TestResult& t : tests)
        ++count[t.verdict];
    Verdict most = Verdict::Accepted;
    int times = 0;
    for (const auto& [v, n] : count)
        if (v != Verdict::Accepted && v != Verdict::NotRun && n > times)
            most = v, times = n;
    if (times > 0)
        return most;
    return count.count(Verdict::NotRun) ? Verdict::NotRun : Verdict::Accepted;
}

void setUpJudgeTable(QTableWidget* t)
{
    t->setEditTriggers(QAbstractItemView::NoEditTriggers);
    t->setSelectionMode(QAbstractItemView::SingleSelection);
    t->verticalHeader()->hide();
    t->horizontalHeader()->setSectionResizeMode(QHeaderView::Stretch);
    t->verticalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    t->setWordWrap(true);
    t->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
}

QTableWidgetItem* verdictCell(const QString& text, QColor background)
{
    auto* item = new QTableWidgetItem(text);
    item->setFlags(Qt::ItemIsEnabled | Qt::ItemIsSelectable);
    if (background.isValid()) {
        item->setBackground(background);
        item->setForeground(Qt::black);
    }
    return item;
}

} // namespace sb::ui
