// What every rebelote-cli command shares: its arguments read one way, and its output and
// failure lines written one way.
#pragma once

#include "engine/rules.h"

#include <QByteArray>
#include <QString>

#include <cstdio>
#include <initializer_list>
#include <map>
#include <optional>
#include <string>
#include <vector>

namespace belote {

using Args = std::vector<std::string>;

void printLine(std::FILE* f, const QByteArray& line);
void printLine(std::FILE* f, const QString& line);
void printLine(std::FILE* f, const std::string& line);

// A usage error or a failure: standard output flushed, one line on standard error
// ("rebelote-cli: why", control characters shown), and the exit status 2 to return.
int failure(const QString& why);
int failure(const std::string& why);

struct OptionSpec {
    const char* name;  // "--seed"
    bool takesValue;
};

// The options and operands of one command (--help is handled before).
struct ParsedArgs {
    std::map<std::string, std::string> options;  // "--json" → "" for a flag
    Args operands;
    std::vector<std::string> repeated;  // options given more than once (the last value is kept)
    QString error;                      // one line: an unknown option, a missing value

    bool has(const char* name) const { return options.count(name) > 0; }
    std::string value(const char* name, const std::string& fallback = {}) const;

    // Options and operands ("-" is an operand: standard input).
    static ParsedArgs parse(const Args& args, std::initializer_list<OptionSpec> specs);
    // Options only: an operand is an error.
    static ParsedArgs parseOptions(const Args& args, std::initializer_list<OptionSpec> specs);
};

// The rules of --preset P (`fallbackPreset` when there is none) with --options JSON over them;
// nothing with one line in *why.
std::optional<Rules> rulesFrom(const ParsedArgs& o, QString* why, const char* fallbackPreset = "");

// The contents of the file at `path`, or of standard input for "-"; false with one line.
bool readInput(const std::string& path, QByteArray* data, QString* error);

// A whole number of `s` within [lo, hi].
bool parseCount(const std::string& s, long long lo, long long hi, long long* out);

}  // namespace belote
