#include "app/history/historyrecovery.h"

#include <QDateTime>
#include <QDir>
#include <QFile>
#include <QJsonDocument>
#include <QJsonParseError>
#include <QSaveFile>

#include <map>

namespace rebelote {

namespace {

const QJsonObject kHeader{{QStringLiteral("rebelote"), QStringLiteral("history-recovery")},
                          {QStringLiteral("version"), 1}};

QByteArray line(const QJsonObject& o) { return QJsonDocument(o).toJson(QJsonDocument::Compact) + '\n'; }

bool writeFile(const QString& path, const QByteArray& data, QString* error)
{
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly) || file.write(data) != data.size() || !file.commit()) {
        *error = file.errorString();
        return false;
    }
    return true;
}

}  // namespace

QString HistoryRecovery::pathFor(const QString& historyPath) { return historyPath + QStringLiteral(".recovery"); }

bool HistoryRecovery::save(const QString& historyPath, const std::vector<HistoryOp>& ops, QString* error, Mode mode)
{
    const QString path = pathFor(historyPath);
    QByteArray data;
    QFile old(path);
    if (mode == Mode::Append && old.exists()) {
        // The writes kept at an earlier close come first, as they are (even unread).
        if (!old.open(QIODevice::ReadOnly)) {
            *error = old.errorString();
            return false;
        }
        data = old.readAll();
        if (!data.isEmpty() && !data.endsWith('\n')) data += '\n';
    } else {
        data = line(kHeader);
    }
    for (const HistoryOp& op : ops) data += line(op.toJson());
    return writeFile(path, data, error);
}

bool HistoryRecovery::read(const QString& path, std::vector<HistoryOp>* ops, QString* error)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        *error = file.errorString();
        return false;
    }
    const QList<QByteArray> lines = file.readAll().split('\n');
    ops->clear();
    int number = 0;
    for (const QByteArray& text : lines) {
        ++number;
        if (text.trimmed().isEmpty()) continue;
        QJsonParseError parse;
        const QJsonDocument doc = QJsonDocument::fromJson(text, &parse);
        QString why;
        HistoryOp op;
        if (!doc.isObject())
            why = parse.error != QJsonParseError::NoError ? parse.errorString() : QStringLiteral("not an object");
        else if (number == 1 && doc.object() != kHeader) why = QStringLiteral("not a Rebelote recovery file");
        else if (number > 1 && !HistoryOp::fromJson(doc.object(), &op, &why)) {
        }
        if (!why.isEmpty()) {
            *error = QStringLiteral("line %1: %2").arg(number).arg(why);
            return false;
        }
        if (number > 1) ops->push_back(op);
    }
    if (number == 0 || lines.front().trimmed().isEmpty()) {
        *error = QStringLiteral("line 1: empty");
        return false;
    }
    return true;
}

void HistoryRecovery::load(const QString& historyPath, std::vector<HistoryOp>* ops, QString* message)
{
    ops->clear();
    message->clear();
    const QString path = pathFor(historyPath);
    if (!QFile::exists(path)) return;
    QString error;
    if (read(path, ops, &error)) return;
    ops->clear();
    const QString aside = path + QStringLiteral(".unreadable-") +
                          QDateTime::currentDateTime().toString(QStringLiteral("yyyyMMdd-HHmmss"));
    *message =
        QFile::rename(path, aside)
            ? tr("The moves kept when Rebelote last closed could not be read (%1): the file was kept as %2.")
                  .arg(error, QDir::toNativeSeparators(aside))
            : tr("The moves kept when Rebelote last closed could not be read (%1): the file %2 was left as it is.")
                  .arg(error, QDir::toNativeSeparators(path));
}

HistoryRecovery::Replay HistoryRecovery::replay(HistoryStore& store)
{
    Replay result;
    const QString path = pathFor(store.path());
    // A history kept in memory is not the file the writes were for: they wait for it.
    if (store.inMemory() || !QFile::exists(path)) return result;
    const QString shown = QDir::toNativeSeparators(path);
    std::vector<HistoryOp> ops;
    QString error;
    load(store.path(), &ops, &result.message);
    if (!result.message.isEmpty()) return result;
    // All the writes in one transaction, the file removed once it is committed: a kill (or a
    // write that fails) part-way through leaves none of them made and the file whole, to be
    // replayed whole at the next start. Made one by one, each committed, a kill left some
    // made and the file whole: the next start made them again (a game begun twice, the first
    // abandoned; a deal saved twice refused by its unique index at every start after).
    std::map<int, qint64> games;  // BeginGame keys → ids
    std::size_t i = 0;
    if (!store.beginBatch()) {
        error = historyFailureReason(store.lastError());
    } else {
        for (; i < ops.size(); ++i) {
            HistoryOp& op = ops[i];
            if (op.gameId <= 0 && games.count(op.gameKey)) op.gameId = games[op.gameKey];
            if (op.gameId <= 0 && op.kind != HistoryOp::Kind::BeginGame) {
                error = QStringLiteral("a write for a game never begun");
                break;
            }
            const HistoryOpResult r = runHistoryOp(store, op, op.gameId);
            if (!r.ok) {
                error = historyFailureReason(r.error);
                break;
            }
            if (op.kind == HistoryOp::Kind::BeginGame && r.id) games[op.gameKey] = *r.id;
            result.moves += op.isMove();
        }
        if (i < ops.size()) {
            store.endBatch(false);
        } else if (!store.endBatch(true)) {
            error = historyFailureReason(store.lastError());
        } else {
            result.written = int(ops.size());
            QFile::remove(path);
            return result;
        }
    }
    // Nothing was made: the file stays as it is, for the next start.
    result.moves = 0;
    result.left = int(ops.size());
    result.message =
        tr("What Rebelote could not save when it last closed could not be saved yet (%1): it is kept in %2 for "
           "the next start.")
            .arg(error, shown);
    return result;
}

}  // namespace rebelote
