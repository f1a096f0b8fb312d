// The check of the record fuzz target (fuzz_record.cpp) and of its corpus replay
// (tst_fuzz_corpus.cpp): any input is either refused with one line, or read, written,
// read again and written again to the same line.
#pragma once

#include "engine/record.h"

#include <QByteArray>
#include <QString>

namespace belote::fuzz {

// Empty when `input` passes, else what went wrong.
inline QString checkRecordRoundTrip(const QByteArray& input)
{
    const Checked<DealRecord> first = readRecord(input);
    if (!first) {
        if (first.error.isEmpty()) return QStringLiteral("refused without a reason");
        if (first.error.contains(QLatin1Char('\n'))) return QStringLiteral("refusal on several lines: ") + first.error;
        return {};
    }
    const QByteArray line = toJsonLine(writeRecord(*first.value));
    const Checked<DealRecord> second = readRecord(line);
    if (!second) return QStringLiteral("the written record is refused: ") + second.error;
    const QByteArray again = toJsonLine(writeRecord(*second.value));
    if (again != line)
        return QStringLiteral("written twice, two lines:\n") + QString::fromUtf8(line) + QLatin1Char('\n') +
               QString::fromUtf8(again);
    return {};
}

}  // namespace belote::fuzz
