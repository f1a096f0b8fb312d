// A full disk, for the tests of issue 44: write(), pwrite() and fsync() of a file under a
// folder made full fail with ENOSPC, as the kernel's do on a full file system, for SQLite
// (its unix VFS calls them), Qt's files and Rebelote's own writes alike. The test executable
// defines these functions, so the dynamic linker binds every library's calls to them; every
// other file is written by the system call itself.
//
// Include it in ONE source file of a test executable (it defines the functions), and link
// the libraries whose writes are to fail directly to it (tests/CMakeLists.txt).
#pragma once

#include <QDir>
#include <QString>

#include <sys/syscall.h>
#include <unistd.h>
#include <atomic>
#include <cerrno>
#include <cstdio>
#include <cstring>
#include <mutex>
#include <string>
#include <vector>

namespace fulldisk {

inline std::mutex mutex;
inline std::vector<std::string> fullFolders;  // under mutex
inline std::atomic<int> folderCount{0};
inline std::atomic<int> refused{0};  // the writes and syncs refused, all told

// Every file under `folder` can no longer grow nor be synced.
inline void fill(const QString& folder)
{
    const std::lock_guard lock(mutex);
    fullFolders.push_back(QDir(folder).canonicalPath().toStdString() + '/');
    folderCount = int(fullFolders.size());
}

// Room again everywhere.
inline void freeAll()
{
    const std::lock_guard lock(mutex);
    fullFolders.clear();
    folderCount = 0;
}

inline bool isFull(int fd)
{
    if (folderCount.load() == 0) return false;
    char link[64];
    std::snprintf(link, sizeof link, "/proc/self/fd/%d", fd);
    char target[4096];
    const ssize_t n = ::readlink(link, target, sizeof target - 1);
    if (n <= 0) return false;
    target[n] = '\0';
    const std::lock_guard lock(mutex);
    for (const std::string& f : fullFolders)
        if (std::strncmp(target, f.c_str(), f.size()) == 0) {
            ++refused;
            return true;
        }
    return false;
}

}  // namespace fulldisk

extern "C" {

ssize_t write(int fd, const void* buf, size_t n)
{
    if (fulldisk::isFull(fd)) {
        errno = ENOSPC;
        return -1;
    }
    return ::syscall(SYS_write, fd, buf, n);
}

ssize_t pwrite(int fd, const void* buf, size_t n, off_t offset)
{
    if (fulldisk::isFull(fd)) {
        errno = ENOSPC;
        return -1;
    }
    return ::syscall(SYS_pwrite64, fd, buf, n, offset);
}

ssize_t pwrite64(int fd, const void* buf, size_t n, off64_t offset)
{
    if (fulldisk::isFull(fd)) {
        errno = ENOSPC;
        return -1;
    }
    return ::syscall(SYS_pwrite64, fd, buf, n, offset);
}

int fsync(int fd)
{
    if (fulldisk::isFull(fd)) {
        errno = ENOSPC;
        return -1;
    }
    return int(::syscall(SYS_fsync, fd));
}

int fdatasync(int fd)
{
    if (fulldisk::isFull(fd)) {
        errno = ENOSPC;
        return -1;
    }
    return int(::syscall(SYS_fdatasync, fd));
}
}
