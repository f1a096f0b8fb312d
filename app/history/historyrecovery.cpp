#include "app/history/historyrecovery.h"

#include <QCryptographicHash>
#include <QDateTime>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonDocument>
#include <QJsonParseError>
#include <QStandardPaths>

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>
#include <algorithm>
#include <cerrno>
#include <cstring>
#include <map>

namespace rebelote {

namespace {

const QString kKind = QStringLiteral("history-recovery");

QString absolute(const QString& historyPath) { return QFileInfo(historyPath).absoluteFilePath(); }

QJsonObject header(const QString& historyPath)
{
    return {{QStringLiteral("rebelote"), kKind},
            {QStringLiteral("version"), 1},
            {QStringLiteral("history"), absolute(historyPath)}};
}

bool isHeader(const QJsonObject& o)
{
    return o.value(QStringLiteral("rebelote")).toString() == kKind && o.value(QStringLiteral("version")).toInt() == 1;
}

QByteArray line(const QJsonObject& o) { return QJsonDocument(o).toJson(QJsonDocument::Compact) + '\n'; }

QString systemError(int e) { return QString::fromLocal8Bit(std::strerror(e)); }

// `data` into a file of its own beside `path`: written whole (a short write continued, an
// error of write() seen), synced, its size checked, closed (an error of close() seen), and
// only then renamed to `path`, the folder synced. False with why; the file of that name is
// then the old one (or none) and nothing is left beside it.
bool writeWhole(const QString& path, const QByteArray& data, QString* error)
{
    QByteArray temp = QFile::encodeName(path) + ".XXXXXX";
    int fd = ::mkostemp(temp.data(), O_CLOEXEC);
    if (fd < 0) {
        *error = systemError(errno);
        return false;
    }
    auto fail = [&](int e) {
        if (fd >= 0) ::close(fd);
        ::unlink(temp.constData());
        *error = systemError(e);
        return false;
    };
    for (qsizetype done = 0; done < data.size();) {
        const ssize_t n = ::write(fd, data.constData() + done, std::size_t(data.size() - done));
        if (n < 0 && errno == EINTR) continue;
        if (n <= 0) return fail(n < 0 ? errno : ENOSPC);
        done += n;
    }
    struct stat st {};
    if (::fsync(fd) != 0) return fail(errno);
    if (::fstat(fd, &st) != 0) return fail(errno);
    if (st.st_size != data.size()) return fail(EIO);
    const int closed = ::close(fd);
    fd = -1;
    if (closed != 0) return fail(errno);
    if (::rename(temp.constData(), QFile::encodeName(path).constData()) != 0) return fail(errno);
    const int folder =
        ::open(QFile::encodeName(QFileInfo(path).absolutePath()).constData(), O_RDONLY | O_DIRECTORY | O_CLOEXEC);
    if (folder >= 0) {
        ::fsync(folder);
        ::close(folder);
    }
    return true;
}

QString stamp() { return QDateTime::currentDateTime().toString(QStringLiteral("yyyyMMdd-HHmmss")); }

// The history the file at `path` is for, from its first line ("" for a file of the first
// version, which only ever lay beside its history); null when it is not a recovery file.
QString historyOf(const QString& path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) return {};
    const QJsonObject first = QJsonDocument::fromJson(file.readLine()).object();
    if (!isHeader(first)) return {};
    return first.value(QStringLiteral("history")).toString(QStringLiteral(""));
}

}  // namespace

QString HistoryRecovery::pathFor(const QString& historyPath) { return historyPath + QStringLiteral(".recovery"); }

QStringList HistoryRecovery::placesFor(const QString& historyPath)
{
    QStringList places{pathFor(historyPath)};
    const QString name =
        QFileInfo(historyPath).fileName() + QLatin1Char('-') +
        QString::fromLatin1(
            QCryptographicHash::hash(absolute(historyPath).toUtf8(), QCryptographicHash::Sha1).toHex().left(12)) +
        QStringLiteral(".recovery");
    const QString runtime = qEnvironmentVariable("XDG_RUNTIME_DIR");
    for (const QString& folder : {QStandardPaths::writableLocation(QStandardPaths::GenericCacheLocation),
                                  QStandardPaths::writableLocation(QStandardPaths::GenericConfigLocation), runtime})
        if (!folder.isEmpty()) places << folder + QStringLiteral("/Rebelote/") + name;
    return places;
}

QString HistoryRecovery::find(const QString& historyPath)
{
    const QStringList places = placesFor(historyPath);
    for (const QString& place : places) {
        if (!QFileInfo::exists(place)) continue;
        if (place == places.front()) return place;  // beside the history: it is its own, even damaged
        if (historyOf(place) == absolute(historyPath)) return place;
    }
    return {};
}

bool HistoryRecovery::save(const QString& historyPath, const std::vector<HistoryOp>& ops, QString* error, Mode mode,
                           QString* where)
{
    const QString old = find(historyPath);
    QByteArray data;
    if (mode == Mode::Append && !old.isEmpty()) {
        // The writes kept at an earlier close come first, as they are (even unread).
        QFile file(old);
        if (!file.open(QIODevice::ReadOnly)) {
            *error = file.errorString();
            return false;
        }
        data = file.readAll();
        if (!data.isEmpty() && !data.endsWith('\n')) data += '\n';
    } else {
        data = line(header(historyPath));
    }
    for (const HistoryOp& op : ops) data += line(op.toJson());
    // Why each place refused, its folders grouped: "No space left on device: A, B".
    std::vector<std::pair<QString, QStringList>> reasons;
    for (const QString& place : placesFor(historyPath)) {
        QString why;
        const QString folder = QFileInfo(place).absolutePath();
        if (!QDir().mkpath(folder)) why = QStringLiteral("the folder cannot be made");
        else if (writeWhole(place, data, &why)) {
            if (!old.isEmpty() && old != place) QFile::remove(old);
            if (where) *where = place;
            return true;
        }
        auto r = std::find_if(reasons.begin(), reasons.end(), [&](const auto& e) { return e.first == why; });
        if (r == reasons.end()) r = reasons.insert(reasons.end(), {why, {}});
        r->second << QDir::toNativeSeparators(folder);
    }
    QStringList said;
    for (const auto& [why, folders] : reasons) said << why + QStringLiteral(": ") + folders.join(QStringLiteral(", "));
    *error = said.join(QStringLiteral("; "));
    return false;
}

bool HistoryRecovery::read(const QString& path, std::vector<HistoryOp>* ops, QString* error, int* badLine,
                           qsizetype* restAt)
{
    ops->clear();
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        *error = file.errorString();
        if (badLine) *badLine = 1;
        if (restAt) *restAt = 0;
        return false;
    }
    const QByteArray all = file.readAll();
    int number = 0;
    for (qsizetype at = 0; at < all.size();) {
        qsizetype end = all.indexOf('\n', at);
        if (end < 0) end = all.size();
        const QByteArray text = all.mid(at, end - at);
        ++number;
        QString why;
        HistoryOp op;
        if (text.trimmed().isEmpty()) {
            if (number == 1) why = QStringLiteral("empty");
        } else {
            QJsonParseError parse;
            const QJsonDocument doc = QJsonDocument::fromJson(text, &parse);
            if (!doc.isObject())
                why = parse.error != QJsonParseError::NoError ? parse.errorString() : QStringLiteral("not an object");
            else if (number == 1 && !isHeader(doc.object())) why = QStringLiteral("not a Rebelote recovery file");
            else if (number > 1 && HistoryOp::fromJson(doc.object(), &op, &why)) ops->push_back(op);
        }
        if (!why.isEmpty()) {
            *error = QStringLiteral("line %1: %2").arg(number).arg(why);
            if (badLine) *badLine = number;
            if (restAt) *restAt = at;
            return false;
        }
        at = end + 1;
    }
    if (number == 0) {
        *error = QStringLiteral("line 1: empty");
        if (badLine) *badLine = 1;
        if (restAt) *restAt = 0;
        return false;
    }
    return true;
}

HistoryRecovery::Loaded HistoryRecovery::load(const QString& historyPath)
{
    Loaded r;
    r.path = find(historyPath);
    if (r.path.isEmpty()) return r;
    QString error;
    int bad = 0;
    qsizetype restAt = 0;
    if (read(r.path, &r.ops, &error, &bad, &restAt)) {
        for (const HistoryOp& op : r.ops) r.moves += op.isMove();
        return r;
    }
    const QString aside = r.path + QStringLiteral(".unreadable-") + stamp();
    if (bad <= 1) {
        // Not a recovery file of ours (or none to read): nothing of it is replayed.
        r.ops.clear();
        r.message =
            QFile::rename(r.path, aside)
                ? tr("The moves kept when Rebelote last closed could not be read (%1): the file was kept as %2.")
                      .arg(error, QDir::toNativeSeparators(aside))
                : tr("The moves kept when Rebelote last closed could not be read (%1): the file %2 was left as it is.")
                      .arg(error, QDir::toNativeSeparators(r.path));
        return r;
    }
    // Read up to its damaged line: the writes before it are replayed; the rest, from that
    // line on, is kept aside as it is, and the file holds what is replayed.
    for (const HistoryOp& op : r.ops) r.moves += op.isMove();
    QByteArray rest;
    QString why;
    {
        QFile file(r.path);
        if (file.open(QIODevice::ReadOnly) && file.seek(restAt)) rest = file.readAll();
    }
    QByteArray good = line(header(historyPath));
    for (const HistoryOp& op : r.ops) good += line(op.toJson());
    const bool keptAside = writeWhole(aside, rest, &why);
    // Else the file stays whole, the rest in it. With nothing before the damage, it goes.
    if (keptAside && r.ops.empty()) QFile::remove(r.path);
    else if (keptAside) writeWhole(r.path, good, &why);
    r.asidePath = keptAside ? aside : r.path;
    const QString moves = tr("%n moves", "", r.moves);
    r.message = tr("The moves kept when Rebelote last closed were damaged from line %1 of the file on: %2 came "
                   "back, and the rest, which could not be read, was kept as %3.")
                    .arg(bad)
                    .arg(moves, QDir::toNativeSeparators(r.asidePath));
    return r;
}

HistoryRecovery::Replay HistoryRecovery::replay(HistoryStore& store)
{
    Replay result;
    // A history kept in memory is not the file the writes were for: they wait for it.
    if (store.inMemory() || find(store.path()).isEmpty()) return result;
    Loaded loaded = load(store.path());
    std::vector<HistoryOp>& ops = loaded.ops;
    const QString path = loaded.path;
    const QString shown = QDir::toNativeSeparators(path);
    QString error;
    result.message = loaded.message;
    if (ops.empty()) return result;
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
