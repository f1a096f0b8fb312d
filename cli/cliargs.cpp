#include "cliargs.h"

#include "engine/text.h"

#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QJsonParseError>

#include <cerrno>
#include <cstdlib>

namespace belote {

void printLine(std::FILE* f, const QByteArray& line)
{
    std::fwrite(line.constData(), 1, std::size_t(line.size()), f);
    std::fputc('\n', f);
}
void printLine(std::FILE* f, const QString& line) { printLine(f, line.toUtf8()); }
void printLine(std::FILE* f, const std::string& line) { printLine(f, QByteArray::fromStdString(line)); }

int failure(const QString& why)
{
    std::fflush(stdout);
    printLine(stderr, QStringLiteral("rebelote-cli: ") + printableText(why));
    return 2;
}
int failure(const std::string& why) { return failure(QString::fromStdString(why)); }

std::string ParsedArgs::value(const char* name, const std::string& fallback) const
{
    auto it = options.find(name);
    return it == options.end() ? fallback : it->second;
}

ParsedArgs ParsedArgs::parse(const Args& args, std::initializer_list<OptionSpec> specs)
{
    ParsedArgs out;
    for (std::size_t i = 0; i < args.size(); ++i) {
        const std::string& a = args[i];
        if (a.size() < 2 || a[0] != '-') {  // "-" is stdin, an operand
            out.operands.push_back(a);
            continue;
        }
        const OptionSpec* spec = nullptr;
        for (const OptionSpec& s : specs)
            if (a == s.name) spec = &s;
        if (!spec) {
            out.error = QStringLiteral("unknown option %1").arg(shownText(QString::fromStdString(a)));
            return out;
        }
        if (spec->takesValue && i + 1 >= args.size()) {
            out.error = QStringLiteral("option %1 needs a value").arg(QString::fromStdString(a));
            return out;
        }
        if (out.options.count(a)) out.repeated.push_back(a);
        out.options[a] = spec->takesValue ? args[++i] : std::string();
    }
    return out;
}

ParsedArgs ParsedArgs::parseOptions(const Args& args, std::initializer_list<OptionSpec> specs)
{
    ParsedArgs out = parse(args, specs);
    if (out.error.isEmpty() && !out.operands.empty())
        out.error = QStringLiteral("unexpected operand %1").arg(shownText(QString::fromStdString(out.operands[0])));
    return out;
}

std::optional<Rules> rulesFrom(const ParsedArgs& o, QString* why, const char* fallbackPreset)
{
    QJsonObject json;
    if (o.has("--options")) {
        QJsonParseError err{};
        const QJsonDocument doc = QJsonDocument::fromJson(QByteArray::fromStdString(o.value("--options")), &err);
        if (err.error != QJsonParseError::NoError || !doc.isObject()) {
            *why = QStringLiteral("--options: not a JSON object");
            return std::nullopt;
        }
        json = doc.object();
    }
    json.insert(QStringLiteral("preset"), QString::fromStdString(o.value("--preset", fallbackPreset)));
    return Rules::fromJson(json, why);
}

bool readInput(const std::string& path, QByteArray* data, QString* error)
{
    QFile f;
    const bool opened = path == "-" ? f.open(stdin, QIODevice::ReadOnly)
                                    : (f.setFileName(QString::fromStdString(path)), f.open(QIODevice::ReadOnly));
    if (!opened) {
        *error = QStringLiteral("%1: %2").arg(QString::fromStdString(path), f.errorString());
        return false;
    }
    *data = f.readAll();
    return true;
}

bool parseCount(const std::string& s, long long lo, long long hi, long long* out)
{
    char* end = nullptr;
    errno = 0;
    const long long v = std::strtoll(s.c_str(), &end, 10);
    if (s.empty() || *end != '\0' || errno != 0 || v < lo || v > hi) return false;
    *out = v;
    return true;
}

}  // namespace belote
