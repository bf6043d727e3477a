// SPDX-License-Identifier: GPL-3.0-or-later
// The charts saved as they show: a PNG of the pixels or an SVG of the lines and text.
#include "chartsdialog.h"

#include "common/filedialogs.h"
#include "run/narrator.h"
#include "common/outputfile.h"
#include "run/problemui.h"
#include "common/pngfile.h"
#include "run/session.h"
#include "common/theme.h"
#include "widgets/wraplabel.h"

#include "core/problem.h"

#include <QtCharts/QChart>
#include <QtCharts/QChartView>
#include <QtCharts/QLegendMarker>
#include <QtCharts/QLineSeries>
#include <QtCharts/QLogValueAxis>
#include <QtCharts/QScatterSeries>
#include <QtCharts/QValueAxis>

#include <QDialogButtonBox>
#include <QEvent>
#include <QLabel>
#include <QPainter>
#include <QPushButton>
#include <QSvgGenerator>
#include <QTabWidget>
#include <QVBoxLayout>
#include <QtConcurrent/QtConcurrentRun>

#include <algorithm>
#include <cmath>
#include <limits>

namespace sb::ui {

QWidget* ChartsDialog::shownPage() const
{
    return m_tabs->currentWidget();
}

bool ChartsDialog::savePng(const QString& path) const
{
    return writePng(shownPage()->grab().toImage(), path);
}

bool ChartsDialog::saveSvg(const QString& path) const
{
    QWidget* view = shownPage();
    OutputFile file(path);
    if (!file.open())
        return false;
    {
        QSvgGenerator svg;
        svg.setOutputDevice(&file);
        svg.setSize(view->size());
        svg.setViewBox(view->rect());
        svg.setTitle(m_tabs->tabText(m_tabs->currentIndex()));
        QPainter painter(&svg);
        view->render(&painter);
    } // the generator writes its file as its painter ends
    return file.commit();
}

void ChartsDialog::saveAs(bool svg)
{
    const QString filter = svg ? fileFilter(tr("SVG pictures"), {QStringLiteral("*.svg")})
                               : fileFilter(tr("PNG pictures"), {QStringLiteral("*.png")});
    const QString path = askSaveFileName(this, tr("Save the chart"), QString(), filter);
    if (path.isEmpty())
        return;
    const bool saved = svg ? saveSvg(path) : savePng(path);
    m_status->setText(saved ? tr("Saved %1.").arg(path) : tr("Could not save %1.").arg(path));
}

} // namespace sb::ui
