#include "app/history/historyschema.h"

#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QVariant>

namespace rebelote {

namespace {

QString quoted(const QString& name) { return QLatin1Char('"') + QString(name).replace(QLatin1Char('"'), QStringLiteral("\"\"")) + QLatin1Char('"'); }

QString errorOf(const QSqlQuery& q)
{
    const QSqlError e = q.lastError();
    return e.databaseText().isEmpty() ? e.text() : e.databaseText();
}

bool exec(QSqlQuery& q, const QString& sql, QString* error)
{
    if (q.exec(sql)) return true;
    *error = errorOf(q);
    return false;
}

}  // namespace

const SchemaShape::Column* SchemaShape::column(const QString& table, const QString& name) const
{
    const auto t = tables.find(table);
    if (t == tables.end()) return nullptr;
    for (const Column& c : *t)
        if (c.name.compare(name, Qt::CaseInsensitive) == 0) return &c;
    return nullptr;
}

bool HistorySchema::read(const QSqlDatabase& db, const QString& schema, SchemaShape* shape, QString* error)
{
    *shape = {};
    const QString s = quoted(schema);
    QSqlQuery q(db);
    q.setForwardOnly(true);
    if (!exec(q, QStringLiteral("SELECT name FROM %1.sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite\\_%' ESCAPE '\\'").arg(s),
              error))
        return false;
    QStringList tables;
    while (q.next()) tables << q.value(0).toString();
    q.finish();
    for (const QString& table : tables) {
        std::vector<SchemaShape::Column>& columns = shape->tables[table];
        if (!exec(q, QStringLiteral("PRAGMA %1.table_info(%2)").arg(s, quoted(table)), error)) return false;
        while (q.next())
            columns.push_back({q.value(1).toString(), q.value(2).toString().toUpper(), q.value(3).toInt() != 0, !q.value(4).isNull()});
        q.finish();
        // origin 'c': made by CREATE INDEX; those of a primary key or UNIQUE come with the table.
        if (!exec(q, QStringLiteral("PRAGMA %1.index_list(%2)").arg(s, quoted(table)), error)) return false;
        std::vector<std::pair<QString, bool>> indices;
        while (q.next())
            if (q.value(3).toString() == QLatin1String("c")) indices.emplace_back(q.value(1).toString(), q.value(2).toInt() != 0);
        q.finish();
        for (const auto& [name, unique] : indices) {
            SchemaShape::Index index{table, {}, unique};
            if (!exec(q, QStringLiteral("PRAGMA %1.index_info(%2)").arg(s, quoted(name)), error)) return false;
            while (q.next()) index.columns << q.value(2).toString();
            q.finish();
            shape->indices.insert(name, index);
        }
    }
    return true;
}

QString HistorySchema::missing(const SchemaShape& expected, const SchemaShape& actual)
{
    QStringList found;
    for (auto t = expected.tables.begin(); t != expected.tables.end(); ++t) {
        if (!actual.tables.contains(t.key())) {
            found << tr("the table %1 is missing").arg(t.key());
            continue;
        }
        for (const SchemaShape::Column& c : *t)
            if (!actual.column(t.key(), c.name)) found << tr("the column %1.%2 is missing").arg(t.key(), c.name);
    }
    for (auto i = expected.indices.begin(); i != expected.indices.end(); ++i) {
        // An index of a missing table is said with its table.
        if (!actual.tables.contains(i->table)) continue;
        const auto there = actual.indices.find(i.key());
        if (there == actual.indices.end()) found << tr("the index %1 is missing").arg(i.key());
        else if (there->table != i->table || there->columns != i->columns || there->unique != i->unique)
            found << tr("the index %1 is not the one this version makes").arg(i.key());
    }
    if (found.isEmpty()) return {};
    if (found.size() == 1) return found.front();
    if (found.size() == 2) return tr("%1 (and one other difference)").arg(found.front());
    return tr("%1 (and %2 other differences)").arg(found.front()).arg(found.size() - 1);
}

bool HistorySchema::copy(const QSqlDatabase& db, const QString& from, const SchemaShape& fromShape, const SchemaShape& toShape,
                         const QStringList& skip, QString* error)
{
    QSqlQuery q(db);
    for (auto t = toShape.tables.begin(); t != toShape.tables.end(); ++t) {
        if (skip.contains(t.key()) || !fromShape.tables.contains(t.key())) continue;
        QStringList into, values;
        for (const SchemaShape::Column& c : *t) {
            if (fromShape.column(t.key(), c.name)) {
                into << quoted(c.name);
                values << quoted(c.name);
            } else if (c.notNull && !c.hasDefault) {
                into << quoted(c.name);
                values << (c.type.contains(QLatin1String("INT")) ? QStringLiteral("0") : QStringLiteral("''"));
            }
        }
        if (into.isEmpty()) continue;
        if (!exec(q,
                  QStringLiteral("INSERT OR IGNORE INTO main.%1 (%2) SELECT %3 FROM %4.%1")
                      .arg(quoted(t.key()), into.join(QLatin1String(", ")), values.join(QLatin1String(", ")), quoted(from)),
                  error))
            return false;
    }
    return true;
}

}  // namespace rebelote
