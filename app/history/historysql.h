// What the history's files share to talk to SQLite (inside app/history only): a statement
// prepared and run with its values bound, the one way a transaction is begun, committed and
// rolled back, a row's columns read by name, and the conversions of the stored values (time,
// seat, JSON). Qt Sql only.
#pragma once

#include "engine/card.h"

#include <QDateTime>
#include <QJsonArray>
#include <QJsonObject>
#include <QSqlDatabase>
#include <QSqlRecord>
#include <QString>
#include <QVariant>
#include <QVariantList>

#include <functional>
#include <optional>

class QSqlError;
class QSqlQuery;

namespace rebelote::sql {

// SQLite's own words for a failure when it has some, else Qt's.
QString errorText(const QSqlError& e);
// SQLite's primary result code of a failure (0: none known).
int codeOf(const QSqlError& e);

// What a statement that failed said: SQLite's words, and its primary result code (open()
// tells a lock from a read-only file from a damaged one by it).
struct Failure {
    QString error;
    int code = 0;
};

// Prepares and runs `sql` with `values` bound in order; false with *failure, this call's own.
bool run(QSqlQuery& q, const QString& sql, const QVariantList& values, Failure* failure);
// The same, when the words are enough.
bool run(QSqlQuery& q, const QString& sql, const QVariantList& values, QString* error);

// --- Transactions ------------------------------------------------------------------------------

struct TransactionOptions {
    // BEGIN IMMEDIATE: the write lock taken at once, so that what the work reads is what it
    // writes over, and another program's lock fails the begin, never the work half-way.
    bool immediate = false;
    // A transaction of the caller's is open already (the writer's batch): the work runs in
    // it, nothing is begun nor committed here, and a failure leaves the rollback to it.
    bool nested = false;
};

// A transaction, rolled back unless committed: begun by the constructor (unless nested),
// ended by commit() or, failing that, by rollback() or the destructor. The writer's batch
// (HistoryStore::beginBatch()) holds one from one call to another; inTransaction() one for
// the time of its work.
class Transaction {
public:
    explicit Transaction(const QSqlDatabase& db, TransactionOptions options = {});
    ~Transaction();
    Transaction(const Transaction&) = delete;
    Transaction& operator=(const Transaction&) = delete;

    // Whether it was begun (false: error() says why, nothing to end).
    bool begun() const { return begun_; }
    // False with error() and code() when the commit fails: rolled back then.
    bool commit();
    void rollback();
    QString error() const { return error_; }
    int code() const { return code_; }  // SQLite's result code of a failed begin or commit

private:
    // A begin or a commit: `immediate` run for an immediate transaction, else `deferred`.
    bool step(const char* immediate, bool (QSqlDatabase::*deferred)());
    QSqlDatabase db_;
    TransactionOptions options_;
    bool begun_ = false;
    bool open_ = false;  // begun here, not yet committed nor rolled back
    QString error_;
    int code_ = 0;
};

struct TransactionResult {
    enum class Step { None, Begin, Work, Commit };
    Step failed = Step::None;  // None: committed (or, nested, the work done)
    QString error;             // why: the work's own words, else the database's
    int code = 0;              // SQLite's result code of a failed begin or commit
    explicit operator bool() const { return failed == Step::None; }
};

// The one way the history writes in a transaction: begun, `work` run, committed; rolled back,
// every write of `work` undone, when `work` returns false or the commit fails. `work` says
// why it failed in its QString* (else the database's last error is said).
TransactionResult inTransaction(const QSqlDatabase& db, const std::function<bool(QString* error)>& work,
                                TransactionOptions options = {});

// --- Rows read by name ---------------------------------------------------------------------------

// The places of a query's columns, looked up once after exec(): rows are read by the names of
// their columns, so that a SELECT written in another order cannot read the wrong one.
class Columns {
public:
    explicit Columns(const QSqlQuery& q);
    // The place of `name` (-1, and a warning, when the query has no such column).
    int operator()(const char* name) const;

private:
    QSqlRecord record_;
};

// --- Stored values -------------------------------------------------------------------------------

QString now();  // UTC, ISO 8601 with milliseconds
QDateTime timeOf(const QVariant& v);
QString seatText(belote::Seat s);
std::optional<belote::Seat> seatOf(const QVariant& v);
// SQL NULL: QSQLITE binds an invalid QVariant as NULL.
inline QVariant nullable(const std::optional<qint64>& v) { return v ? QVariant(*v) : QVariant(); }
inline QVariant nullable(const QString& text) { return text.isEmpty() ? QVariant() : QVariant(text); }
QString jsonText(const QJsonObject& o);
QString jsonText(const QJsonArray& a);
QJsonObject objectOf(const QVariant& v);

}  // namespace rebelote::sql
