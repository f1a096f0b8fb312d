// libFuzzer target: any bytes as a deal record. A record that is read must write back to a
// line that reads again to the same line; a refused one gives one line. Anything else,
// and any crash or sanitizer report, is a bug (abort).
//
//   bash scripts/deps.sh fuzz
//   CC=clang CXX=clang++ cmake -S . -B build-fuzz -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo \
//         -DREBELOTE_FUZZ=ON -DREBELOTE_SANITIZE=ON -DREBELOTE_BUILD_APP=OFF
//   ninja -C build-fuzz fuzz_record
//   mkdir -p /tmp/found
//   build-fuzz/tests/fuzz/fuzz_record -dict=tests/fuzz/record.dict -max_len=4096 \
//         -max_total_time=600 /tmp/found tests/fuzz/corpus
// then keep the corpus small, adding only what covers new edges:
//   build-fuzz/tests/fuzz/fuzz_record -merge=1 -use_counters=0 tests/fuzz/corpus /tmp/found
// A crash leaves its input in crash-*: fix the bug, and add the input, made small, to
// tests/fuzz/corpus and as a row of tests/tst_fuzz_corpus.cpp.
#include "record_check.h"

#include <cstdint>
#include <cstdio>
#include <cstdlib>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    const QByteArray input(reinterpret_cast<const char*>(data), qsizetype(size));
    const QString why = belote::fuzz::checkRecordRoundTrip(input);
    if (!why.isEmpty()) {
        std::fprintf(stderr, "fuzz_record: %s\n", why.toUtf8().constData());
        std::abort();
    }
    return 0;
}
