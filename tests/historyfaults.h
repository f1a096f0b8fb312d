// Faults injected into a history file for the tests of issue 32 (tst_history_open,
// tst_history_cli): a table, column or index dropped, damaged pages, a zero-length file, a
// record that cannot be read, another program's lock (Locker), and a full disk for the
// history's writer (DiskFull). Qt Sql, no widget.
#pragma once

#include "app/history/historywriter.h"

#include <QFile>
#include <QList>
#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QString>
#include <QStringList>
#include <QVariant>

#include <atomic>

namespace historyfaults {

// Runs statements on the file through a connection of its own.
inline bool execOn(const QString& path, const QStringList& statements)
{
    bool ok = true;
    {
        QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), QStringLiteral("fault-raw"));
        db.setDatabaseName(path);
        ok = db.open();
        for (const QString& s : statements) {
            QSqlQuery q(db);
            if (ok && !q.exec(s)) {
                qWarning("%s: %s", qPrintable(s), qPrintable(q.lastError().text()));
                ok = false;
            }
        }
        db.close();
    }
    QSqlDatabase::removeDatabase(QStringLiteral("fault-raw"));
    return ok;
}

// "drop table T", "drop column T.C", "drop index I", "corrupt" (pages overwritten after the
// first), "empty" (zero bytes), "bad record" (the first deal's record not JSON). False when
// the fault could not be made.
inline bool inject(const QString& path, const QString& fault)
{
    if (fault.startsWith(QLatin1String("drop table ")))
        return execOn(path, {QStringLiteral("DROP TABLE ") + fault.mid(11)});
    if (fault.startsWith(QLatin1String("drop index ")))
        return execOn(path, {QStringLiteral("DROP INDEX ") + fault.mid(11)});
    if (fault.startsWith(QLatin1String("drop column "))) {
        const QStringList tc = fault.mid(12).split(QLatin1Char('.'));
        return execOn(path, {QStringLiteral("ALTER TABLE %1 DROP COLUMN %2").arg(tc[0], tc[1])});
    }
    if (fault == QLatin1String("bad record"))
        return execOn(path,
                      {QStringLiteral("UPDATE deals SET record = '{\"broken' WHERE id = (SELECT MIN(id) FROM deals)")});
    QFile f(path);
    if (fault == QLatin1String("empty")) return f.open(QIODevice::WriteOnly | QIODevice::Truncate);
    if (fault == QLatin1String("corrupt")) {
        if (!f.open(QIODevice::ReadWrite)) return false;
        QByteArray bytes = f.readAll();
        if (bytes.size() < 3 * 4096) return false;
        for (qsizetype i = 4096; i < bytes.size() - 1024; i += 5) bytes[i] = char(0x5A);
        f.seek(0);
        return f.write(bytes) == bytes.size();
    }
    return false;
}

// Overwrites `count` leaf pages of `table` in the middle of the file (every byte), as a disk
// that lost a few sectors: the pages' numbers, or none when the file has too few of them.
inline QList<int> damagePages(const QString& path, const QString& table, int count)
{
    QList<int> pages;
    int pageSize = 0;
    {
        QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), QStringLiteral("fault-pages"));
        db.setDatabaseName(path);
        db.setConnectOptions(QStringLiteral("QSQLITE_OPEN_READONLY"));
        if (db.open()) {
            QSqlQuery q(db);
            if (q.exec(QStringLiteral("PRAGMA page_size")) && q.next()) pageSize = q.value(0).toInt();
            q.prepare(QStringLiteral("SELECT pageno FROM dbstat WHERE name = ? AND pagetype = 'leaf' ORDER BY pageno"));
            q.addBindValue(table);
            if (q.exec())
                while (q.next()) pages << q.value(0).toInt();
        }
        db.close();
    }
    QSqlDatabase::removeDatabase(QStringLiteral("fault-pages"));
    if (pageSize <= 0 || pages.size() < 3 * count) return {};
    QList<int> damaged;
    for (int i = 0; i < count; ++i) damaged << pages[pages.size() / 3 + i * (pages.size() / 3) / count];
    QFile f(path);
    if (!f.open(QIODevice::ReadWrite)) return {};
    for (const int page : damaged)
        if (!f.seek(qint64(page - 1) * pageSize) || f.write(QByteArray(pageSize, char(0x5A))) != pageSize) return {};
    return damaged;
}

// Another program holding the file: a connection of its own, the file put in rollback-journal
// mode, in a transaction begun with `begin` ("BEGIN EXCLUSIVE": nobody reads or writes;
// "BEGIN IMMEDIATE": others read) until release().
class Locker {
public:
    Locker(const QString& path, const QString& begin)
    {
        QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), QStringLiteral("fault-locker"));
        db.setDatabaseName(path);
        if (!db.open()) return;
        QSqlQuery q(db);
        if (!q.exec(QStringLiteral("PRAGMA journal_mode = DELETE")) || !q.next() ||
            q.value(0).toString() != QLatin1String("delete"))
            return;
        q.finish();
        held = q.exec(begin);
    }
    ~Locker() { release(); }
    Locker(const Locker&) = delete;
    Locker& operator=(const Locker&) = delete;
    void release()
    {
        if (!QSqlDatabase::contains(QStringLiteral("fault-locker"))) return;
        {
            QSqlDatabase db = QSqlDatabase::database(QStringLiteral("fault-locker"), false);
            QSqlQuery(db).exec(QStringLiteral("ROLLBACK"));
            db.close();
        }
        QSqlDatabase::removeDatabase(QStringLiteral("fault-locker"));
    }
    bool held = false;
};

// A full disk on the writer's connection: its database may not grow past the pages it has
// (SQLite then fails its writes with SQLITE_FULL, as on a full disk).
class DiskFull {
public:
    explicit DiskFull(rebelote::HistoryWriter* writer)
    {
        writer->setBeforeEachTry([this](const QString& connection) {
            const int want = wanted_.load();
            if (want == applied_) return;
            QSqlQuery q(QSqlDatabase::database(connection, false));
            // Below the pages the file has, SQLite keeps it at what it has: no page more.
            q.exec(QStringLiteral("PRAGMA max_page_count = %1").arg(want));
            applied_ = want;
        });
    }
    void fill() { wanted_ = 1; }
    void free() { wanted_ = 1073741823; }

private:
    std::atomic<int> wanted_{1073741823};
    int applied_ = 1073741823;  // the writer's thread's
};

}  // namespace historyfaults
