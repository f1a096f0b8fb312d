// The shape of a history's schema (its tables, their columns, its indices), read from an open
// SQLite connection, and how a file's shape falls short of the shape its version should have
// (issue 32: a table, a column or an index missing is found at open, not at the first write).
// The store builds the expected shape by running its own migrations on an empty database in
// memory, so that the check follows the schema as it is written, version by version.
// Also here: copying what can be read of a damaged or older file into a database of the
// current shape, so that the game can show it without writing to the file. Qt Sql only.
#pragma once

#include <QCoreApplication>
#include <QMap>
#include <QString>
#include <QStringList>
#include <vector>

class QSqlDatabase;

namespace rebelote {

struct SchemaShape {
    struct Column {
        QString name, type;
        bool notNull = false;
        bool hasDefault = false;
    };
    struct Index {
        QString table;
        QStringList columns;
        bool unique = false;
    };
    QMap<QString, std::vector<Column>> tables;  // by name, the columns in order
    QMap<QString, Index> indices;               // by name (SQLite's automatic ones left out)

    const Column* column(const QString& table, const QString& name) const;
};

class HistorySchema {
    Q_DECLARE_TR_FUNCTIONS(HistorySchema)

public:
    // The shape of the database `schema` ("main", or the name of an attached one) of `db`;
    // false with *error when it cannot be read.
    static bool read(const QSqlDatabase& db, const QString& schema, SchemaShape* shape, QString* error);
    // What `actual` lacks of `expected`, in plain words on one line ("the column
    // deals.fingerprint is missing"; the first difference, and how many others); empty when
    // nothing is missing. Extra tables, columns or indices are not differences.
    static QString missing(const SchemaShape& expected, const SchemaShape& actual);
    // Copies every row of the attached database `from` (shape `fromShape`) into the tables
    // of `db`'s main database (shape `toShape`) that both have, column by column; a column
    // the file lacks takes its default, or 0 or '' where it must not be NULL. Rows refused by
    // a constraint are left out. `skip`: tables not copied. False with *error on a failure.
    static bool copy(const QSqlDatabase& db, const QString& from, const SchemaShape& fromShape,
                     const SchemaShape& toShape, const QStringList& skip, QString* error);
    // As copy(), from a file with damaged pages: row by row, by rowid, every row SQLite can
    // still read; the rows of a damaged page are stepped over (reading starts again on the
    // first page past it). `rows`: the rows copied, by table; `damaged`: some could not be read.
    struct Salvaged {
        QMap<QString, int> rows;
        bool damaged = false;
    };
    static Salvaged salvage(const QSqlDatabase& db, const QString& from, const SchemaShape& fromShape,
                            const SchemaShape& toShape, const QStringList& skip);
};

}  // namespace rebelote
