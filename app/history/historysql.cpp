#include "app/history/historysql.h"

#include "engine/record.h"

#include <QJsonDocument>
#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>

namespace rebelote::sql {

QString errorText(const QSqlError& e) { return e.databaseText().isEmpty() ? e.text() : e.databaseText(); }

int codeOf(const QSqlError& e)
{
    bool ok = false;
    const int code = e.nativeErrorCode().toInt(&ok);
    return ok ? code & 0xff : 0;
}

bool run(QSqlQuery& q, const QString& sql, const QVariantList& values, Failure* failure)
{
    bool ok = q.prepare(sql);
    if (ok) {
        for (const QVariant& v : values) q.addBindValue(v);
        ok = q.exec();
    }
    if (!ok) *failure = {errorText(q.lastError()), codeOf(q.lastError())};
    return ok;
}

bool run(QSqlQuery& q, const QString& sql, const QVariantList& values, QString* error)
{
    Failure failure;
    if (run(q, sql, values, &failure)) return true;
    *error = failure.error;
    return false;
}

Transaction::Transaction(const QSqlDatabase& db, TransactionOptions options) : db_(db), options_(options)
{
    begun_ = options_.nested || step("BEGIN IMMEDIATE", &QSqlDatabase::transaction);
    open_ = begun_ && !options_.nested;
}

Transaction::~Transaction() { rollback(); }

bool Transaction::step(const char* immediate, bool (QSqlDatabase::*deferred)())
{
    if (options_.immediate) {
        QSqlQuery q(db_);
        if (run(q, QString::fromLatin1(immediate), {}, &error_)) return true;
        code_ = codeOf(q.lastError());
        return false;
    }
    if ((db_.*deferred)()) return true;
    error_ = errorText(db_.lastError());
    code_ = codeOf(db_.lastError());
    return false;
}

bool Transaction::commit()
{
    if (!open_) return begun_;
    const bool ok = step("COMMIT", &QSqlDatabase::commit);
    if (!ok) rollback();
    open_ = false;
    return ok;
}

void Transaction::rollback()
{
    if (!open_) return;
    open_ = false;
    if (options_.immediate) QSqlQuery(db_).exec(QStringLiteral("ROLLBACK"));
    else db_.rollback();
}

TransactionResult inTransaction(const QSqlDatabase& db, const std::function<bool(QString* error)>& work,
                                TransactionOptions options)
{
    using Step = TransactionResult::Step;
    TransactionResult r;
    Transaction t(db, options);
    if (!t.begun()) {
        r.failed = Step::Begin;
        r.error = t.error();
        r.code = t.code();
        return r;
    }
    if (!work(&r.error)) {
        r.failed = Step::Work;
        t.rollback();
    } else if (!t.commit()) {
        r.failed = Step::Commit;
        r.error = t.error();
        r.code = t.code();
    }
    if (r.failed != Step::None && r.error.isEmpty()) r.error = errorText(db.lastError());
    return r;
}

Columns::Columns(const QSqlQuery& q) : record_(q.record()) {}

int Columns::operator()(const char* name) const
{
    const int i = record_.indexOf(QLatin1String(name));
    if (i < 0) qWarning("rebelote: history: no column %s in the query", name);
    return i;
}

QString now() { return QDateTime::currentDateTimeUtc().toString(Qt::ISODateWithMs); }

QDateTime timeOf(const QVariant& v)
{
    if (v.isNull()) return {};
    QDateTime t = QDateTime::fromString(v.toString(), Qt::ISODateWithMs);
    if (!t.isValid()) t = QDateTime::fromString(v.toString(), Qt::ISODate);
    return t;
}

QString seatText(belote::Seat s) { return QString(QLatin1Char(belote::seatLetter(s))); }

std::optional<belote::Seat> seatOf(const QVariant& v)
{
    if (v.isNull()) return std::nullopt;
    return belote::parseSeat(v.toString().toStdString());
}

QString jsonText(const QJsonObject& o) { return QString::fromUtf8(belote::toJsonLine(o)); }
QString jsonText(const QJsonArray& a) { return QString::fromUtf8(QJsonDocument(a).toJson(QJsonDocument::Compact)); }
QJsonObject objectOf(const QVariant& v) { return QJsonDocument::fromJson(v.toString().toUtf8()).object(); }

}  // namespace rebelote::sql
