// What the History window's lists show of a row, shared by its models (historygamesmodel.h,
// historydealsmodel.h), its filters (historyfilter.h) and the window.
#pragma once

#include "engine/rules.h"

#include <QDateTime>
#include <QString>
#include <QVariant>

#include <optional>

namespace rebelote {

QString shortDate(const QDateTime& utc);
std::optional<belote::Preset> presetOf(const QString& name);
QString presetWords(const QString& name);
QVariant alignRight();
// Marks as the statistics write them, in the locale's digits with a minus sign: "−440",
// "28,0" in French (`decimals` after the point), "0" rather than "−0".
QString marksFigure(double marks, int decimals = 0);

}  // namespace rebelote
