// SPDX-License-Identifier: GPL-3.0-or-later
#include "run/recordedrun.h"

#include "tracerun.h"

namespace sb::ui {

RecordedRun::RecordedRun(QObject* parent) : RunSource(parent) {}

RecordedRun::~RecordedRun() = default;

void RecordedRun::setTrace(std::shared_ptr<const program::Trace> trace, std::string inputBytes)
{
    m_run = trace ? std::make_unique<program::TraceRun>(std::move(trace)) : nullptr;
    if (m_run)
        m_run->setInput(std::move(inputBytes));
    emit runChanged();
}

void RecordedRun::setRun(std::unique_ptr<program::TraceRun> run)
{
    m_run = std::move(run);
    emit runChanged();
}

void RecordedRun::seek(quint64 position)
{
    if (!m_run)
        return;
    m_run->toPosition(position);
    emit stepChanged();
}

const sb::RunModel* RecordedRun::run() const
{
    return m_run.get();
}

} // namespace sb::ui
