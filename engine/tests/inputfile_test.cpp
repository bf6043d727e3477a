// SPDX-License-Identifier: GPL-3.0-or-later
#include "accordion/accordion.h"
#include "caro/caro.h"
#include "mayan/mayan.h"
#include "core/inputerror.h"
#include "core/inputfile.h"
#include "core/problem.h"

#include <gtest/gtest.h>

#include <csignal>
#include <cstdio>
#include <cstring>
#include <fcntl.h>
#include <filesystem>
#include <fstream>
#include <sys/socket.h>
#include <sys/stat.h>
#include <sys/un.h>
#include <thread>
#include <unistd.h>

namespace {

namespace fs = std::filesystem;
using sb::InputMessage;
using sb::ReadFailure;

/// A file of its own in the temporary folder, removed at the end of the test.
struct ScratchFile {
    explicit ScratchFile(const std::string& bytes)
        : path(fs::temp_directory_path() / ("stepboard-input-" + std::to_string(::getpid()) + "-" +
                                            std::to_string(++count) + ".txt"))
    {
        std::ofstream(path, std::ios::binary) << bytes;
    }
    ~ScratchFile() { fs::remove(path); }
    fs::path path;
    static inline int count = 0;
};

/// Ends the test binary with SIGALRM if what it guards blocks for 10 s: a hang fails, never stalls the suite.
struct BlockGuard {
    BlockGuard() { ::alarm(10); }
    ~BlockGuard() { ::alarm(0); }
};

struct Where {
    int line = 0;
    int column = 0;
    InputMessage message{};
    bool operator==(const Where&) const = default;
};

std::ostream& operator<<(std::ostream& out, const Where& w)
{
    return out << w.line << ':' << w.column << " message " << static_cast<int>(w.message);
}

Where refusal(const std::string& problem, const std::string& text)
{
    try {
        sb::findProblem(problem)->parse(text);
    } catch (const sb::InputError& e) {
        return {e.line, e.column, e.message};
    }
    ADD_FAILURE() << problem << " accepted: " << text;
    return {};
}

} // namespace

TEST(InputFile, ReadsEveryByteOfAFileAsItIs)
{
    const std::string bytes("5 1\r\n3 3\n\0junk\r9", 16);
    const ScratchFile file(bytes);
    const sb::InputFile in = sb::readInputFile(file.path.string());
    EXPECT_EQ(in.failure, ReadFailure::None);
    EXPECT_EQ(in.text, bytes);
}

TEST(InputFile, ReadsAnEmptyFile)
{
    const ScratchFile file("");
    const sb::InputFile in = sb::readInputFile(file.path.string());
    EXPECT_EQ(in.failure, ReadFailure::None);
    EXPECT_EQ(in.text, "");
}

TEST(InputFile, RefusesAFolder)
{
    const sb::InputFile in = sb::readInputFile(fs::temp_directory_path().string());
    EXPECT_EQ(in.failure, ReadFailure::IsFolder);
    EXPECT_EQ(in.text, "");
}

TEST(InputFile, SaysWhenTheFileIsMissing)
{
    EXPECT_EQ(sb::readInputFile("/nonexistent/stepboard/input.txt").failure, ReadFailure::Missing);
}

TEST(InputFile, TakesAFileOfExactlyTheLimitAndRefusesOneByteMore)
{
    const ScratchFile atLimit(std::string(1000, ' '));
    EXPECT_EQ(sb::readInputFile(atLimit.path.string(), 1000).failure, ReadFailure::None);
    const ScratchFile over(std::string(1001, ' '));
    const sb::InputFile in = sb::readInputFile(over.path.string(), 1000);
    EXPECT_EQ(in.failure, ReadFailure::TooLarge);
    EXPECT_EQ(in.text, "");
}

TEST(InputFile, StopsReadingAnEndlessDeviceOnStandardInputAtTheLimit)
{
    const int zero = ::open("/dev/zero", O_RDONLY | O_CLOEXEC);
    ASSERT_GE(zero, 0);
    const sb::InputFile in = sb::readInputDescriptor(zero);
    ::close(zero);
    EXPECT_EQ(in.failure, ReadFailure::TooLarge);
    EXPECT_EQ(in.text, "");
}

TEST(InputFile, RefusesANamedDeviceUnread)
{
    const sb::InputFile in = sb::readInputFile("/dev/zero");
    EXPECT_EQ(in.failure, ReadFailure::NotRegular);
    EXPECT_EQ(in.text, "");
}

TEST(InputFile, RefusesAFifoWithNoWriterWithoutBlocking)
{
    const ScratchFile fifo("");
    fs::remove(fifo.path);
    ASSERT_EQ(::mkfifo(fifo.path.c_str(), 0600), 0);
    const BlockGuard guard; // a regression dies of SIGALRM instead of hanging the suite
    const sb::InputFile in = sb::readInputFile(fifo.path.string());
    EXPECT_EQ(in.failure, ReadFailure::NotRegular);
    EXPECT_EQ(in.text, "");
}

TEST(InputFile, RefusesAFifoEvenWithAWriterThatHasWritten)
{
    const ScratchFile fifo("");
    fs::remove(fifo.path);
    ASSERT_EQ(::mkfifo(fifo.path.c_str(), 0600), 0);
    const BlockGuard guard;
    const int reader = ::open(fifo.path.c_str(), O_RDONLY | O_NONBLOCK | O_CLOEXEC);
    const int writer = ::open(fifo.path.c_str(), O_WRONLY | O_NONBLOCK | O_CLOEXEC);
    ASSERT_GE(writer, 0);
    ASSERT_EQ(::write(writer, "7 1\n1 1\n", 8), 8);
    const sb::InputFile in = sb::readInputFile(fifo.path.string());
    ::close(writer);
    ::close(reader);
    EXPECT_EQ(in.failure, ReadFailure::NotRegular);
}

TEST(InputFile, RefusesASocket)
{
    const ScratchFile place("");
    fs::remove(place.path);
    const int sock = ::socket(AF_UNIX, SOCK_STREAM | SOCK_CLOEXEC, 0);
    ASSERT_GE(sock, 0);
    sockaddr_un address{};
    address.sun_family = AF_UNIX;
    ASSERT_LT(place.path.string().size(), sizeof(address.sun_path));
    std::strcpy(address.sun_path, place.path.c_str());
    ASSERT_EQ(::bind(sock, reinterpret_cast<const sockaddr*>(&address), sizeof(address)), 0);
    const BlockGuard guard;
    EXPECT_EQ(sb::readInputFile(place.path.string()).failure, ReadFailure::NotRegular);
    ::close(sock);
}

TEST(InputFile, FollowsASymlinkToAFileAndRefusesOneToADevice)
{
    const ScratchFile target("7 1\n1 1\n");
    const ScratchFile link(""), deviceLink("");
    fs::remove(link.path);
    fs::remove(deviceLink.path);
    fs::create_symlink(target.path, link.path);
    fs::create_symlink("/dev/zero", deviceLink.path);
    const sb::InputFile in = sb::readInputFile(link.path.string());
    EXPECT_EQ(in.failure, ReadFailure::None);
    EXPECT_EQ(in.text, "7 1\n1 1\n");
    EXPECT_EQ(sb::readInputFile(deviceLink.path.string()).failure, ReadFailure::NotRegular);
}

TEST(InputFile, StopsReadingAnEndlessPipeAtTheLimit)
{
    // The writer writes until the reader closes its end: an endless pipe.
    const auto oldHandler = std::signal(SIGPIPE, SIG_IGN);
    int ends[2];
    ASSERT_EQ(::pipe(ends), 0);
    std::thread writer([fd = ends[1]] {
        const std::string block(4096, '1');
        while (::write(fd, block.data(), block.size()) > 0) {
        }
        ::close(fd);
    });
    const sb::InputFile in = sb::readInputDescriptor(ends[0], 1 << 20);
    ::close(ends[0]);
    writer.join();
    std::signal(SIGPIPE, oldHandler);
    EXPECT_EQ(in.failure, ReadFailure::TooLarge);
    EXPECT_EQ(in.text, "");
}

TEST(InputFile, ReadsAPipeToItsEnd)
{
    int ends[2];
    ASSERT_EQ(::pipe(ends), 0);
    const std::string bytes = "7 2\n1 1\n2 2\n";
    ASSERT_EQ(::write(ends[1], bytes.data(), bytes.size()), static_cast<ssize_t>(bytes.size()));
    ::close(ends[1]);
    const sb::InputFile in = sb::readInputDescriptor(ends[0]);
    ::close(ends[0]);
    EXPECT_EQ(in.failure, ReadFailure::None);
    EXPECT_EQ(in.text, bytes);
}

TEST(InputFile, DropsOneLeadingByteOrderMarkAndNoOther)
{
    const ScratchFile one("\xEF\xBB\xBF" "7 1\n1 1\n");
    EXPECT_EQ(sb::readInputFile(one.path.string()).text, "7 1\n1 1\n");
    const ScratchFile two("\xEF\xBB\xBF\xEF\xBB\xBF" "7 1\n");
    EXPECT_EQ(sb::readInputFile(two.path.string()).text, "\xEF\xBB\xBF" "7 1\n");
    const ScratchFile inside("7 1\n\xEF\xBB\xBF");
    EXPECT_EQ(sb::readInputFile(inside.path.string()).text, "7 1\n\xEF\xBB\xBF");
}

TEST(InputFile, AFileWithAByteOrderMarkParsesLikeOneWithout)
{
    const ScratchFile file("\xEF\xBB\xBF" "7 12\n4 4\n3 4\n4 3\n4 5\n4 2\n5 6\n4 1\n6 7\n5 4\n2 3\n5 5\n1 2\n");
    const auto in = sb::caro::parse(sb::readInputFile(file.path.string()).text);
    EXPECT_EQ(in->n, 7);
    EXPECT_EQ(in->moves.size(), 12u);
}

TEST(InputLines, ANulByteIsTextThatNoProblemTakes)
{
    EXPECT_EQ(refusal("caro", std::string("5 1\n3 3\n\0junk 9 9 9", 20)), (Where{3, 1, sb::SharedMessages::StrayToken}));
    EXPECT_EQ(refusal("caro", std::string("5 1\n3 \0003\n", 10)), (Where{2, 3, sb::SharedMessages::ExpectedInteger}));
}

TEST(InputLines, CaroCountsCarriageReturnsNewlinesAndBothAsOneLineEndEach)
{
    EXPECT_EQ(refusal("caro", "7 2\r1 1\r1 1\r"), (Where{3, 1, sb::caro::Messages::CellPlayedTwice}));
    EXPECT_EQ(refusal("caro", "7 2\r\n1 1\r\n1 1\r\n"), (Where{3, 1, sb::caro::Messages::CellPlayedTwice}));
    EXPECT_EQ(refusal("caro", "7 3\r1 1\n2 2\r\n\r\n  1 1"), (Where{5, 3, sb::caro::Messages::CellPlayedTwice}));
    EXPECT_EQ(refusal("caro", "7 2\r\r1 1\r 2 9"), (Where{4, 4, sb::caro::Messages::ColumnOutOfRange}));
}

TEST(InputLines, CardsCountCarriageReturnsNewlinesAndBothAsOneLineEndEach)
{
    EXPECT_EQ(refusal("cards", "2 2\r1 1\r2 x\r"), (Where{3, 3, sb::SharedMessages::ExpectedInteger}));
    EXPECT_EQ(refusal("cards", "2 2\r\n1 1\r\n2 x\r\n"), (Where{3, 3, sb::SharedMessages::ExpectedInteger}));
    EXPECT_EQ(refusal("cards", "2 2\n\r1 1\n\r2 x"), (Where{5, 3, sb::SharedMessages::ExpectedInteger}));
}

TEST(InputLines, AccordionCountsCarriageReturnsNewlinesAndBothAsOneLineEndEach)
{
    EXPECT_EQ(refusal("accordion", "AC 2C\r3C ZZ\r"), (Where{2, 4, sb::accordion::Messages::NotACard}));
    EXPECT_EQ(refusal("accordion", "AC 2C\r\n3C ZZ\r\n"), (Where{2, 4, sb::accordion::Messages::NotACard}));
    EXPECT_EQ(refusal("accordion", "AC\r\r\n2C\n\rZZ"), (Where{5, 1, sb::accordion::Messages::NotACard}));
}

TEST(InputLines, AccordionEndsAtTheHashLineWhateverEndsTheLines)
{
    // '#' ends the input only as the first word of its line: after a lone \r it is one.
    EXPECT_EQ(refusal("accordion", "AC\r#\rQH\r"), (Where{2, 1, sb::accordion::Messages::DeckCutShort}));
}

TEST(InputLines, MayanCountsCarriageReturnsNewlinesAndBothAsOneLineEndEach)
{
    EXPECT_EQ(refusal("mayan", "3\r1 0\r0\r0\r0\r11 0\r"), (Where{6, 1, sb::mayan::Messages::BlockColourOutOfRange}));
    EXPECT_EQ(refusal("mayan", "3\r\n1 0\r\n0\r\n0\r\n0\r\n11 0\r\n"), (Where{6, 1, sb::mayan::Messages::BlockColourOutOfRange}));
    EXPECT_EQ(refusal("mayan", "3\n\r1 0\r\n2 11 0"), (Where{4, 3, sb::mayan::Messages::BlockColourOutOfRange}));
}

TEST(CaroRepeats, NamesTheFirstRepeatInMoveOrderAndItsEarlierMove)
{
    // Cell (1, 1) comes first on the board, but (2, 2) is repeated first in the game.
    try {
        sb::caro::parse("7 4\n1 1\n2 2\n2 2\n1 1\n");
        ADD_FAILURE() << "accepted";
    } catch (const sb::InputError& e) {
        EXPECT_EQ((Where{e.line, e.column, e.message}), (Where{4, 1, sb::caro::Messages::CellPlayedTwice}));
        EXPECT_EQ(e.args, (std::array<std::int64_t, 4>{2, 2, 3, 2}));
    }
}

TEST(CaroRepeats, ARepeatComesBeforeAnErrorLaterInTheText)
{
    EXPECT_EQ(refusal("caro", "7 4\n1 1\n1 1\n9 9\n"), (Where{3, 1, sb::caro::Messages::CellPlayedTwice}));
    EXPECT_EQ(refusal("caro", "7 3\n1 1\n1 1\n"), (Where{3, 1, sb::caro::Messages::CellPlayedTwice}));
    EXPECT_EQ(refusal("caro", "7 2\n1 1\n1 1 oops\n"), (Where{3, 1, sb::caro::Messages::CellPlayedTwice}));
    EXPECT_EQ(refusal("caro", "7 3\n1 1\n2 2\n0 1\n"), (Where{4, 1, sb::caro::Messages::RowOutOfRange}));
}

TEST(CaroRepeats, FindsARepeatOnTheLargestBoard)
{
    std::string text = "5000 4\n5000 5000\n1 1\n2500 1\n5000 5000\n";
    EXPECT_EQ(refusal("caro", text), (Where{5, 1, sb::caro::Messages::CellPlayedTwice}));
}
