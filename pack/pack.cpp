// SPDX-License-Identifier: GPL-3.0-or-later
#include "pack.h"

#include "packarchive.h"

#include "process.h"

#include <yaml-cpp/yaml.h>

#include <algorithm>
#include <cstdlib>
#include <array>
#include <cmath>
#include <functional>
#include <set>
#include <sstream>
#include <string_view>
#include <utility>

namespace sb::pack {

namespace fs = std::filesystem;

namespace {

/// Reads one YAML file of the pack and keeps its faults, with their places.
class YamlFile {
public:
    YamlFile(Pack& pack, std::string file) : m_pack(pack), m_file(std::move(file)) {}

    /// The file's top node; null (and a fault) when it is missing, unreadable or not YAML.
    std::optional<YAML::Node> load(bool required)
    {
        const fs::path path = m_pack.root / m_file;
        std::error_code ec;
        if (!fs::exists(path, ec)) {
            if (required)
                fault(Fault::Kind::MissingFile, {}, {}, true);
            return std::nullopt;
        }
        try {
            YAML::Node node = YAML::LoadFile(path.string());
            if (node.IsNull())
                return YAML::Node(YAML::NodeType::Map);
            if (!node.IsMap()) {
                fault(Fault::Kind::NotAMap, node, {}, true);
                return std::nullopt;
            }
            return node;
        } catch (const YAML::ParserException& e) {
            m_pack.faults.push_back({Fault::Kind::YamlSyntax, {m_file, e.mark.line + 1, e.mark.column + 1}, {e.msg}, true});
        } catch (const YAML::Exception&) {
            fault(Fault::Kind::UnreadableFile, {}, {}, true);
        }
        return std::nullopt;
    }

    Place place(const YAML::Node& node) const
    {
        if (!node.IsDefined() || node.Mark().is_null())
            return {m_file, 0, 0};
        return {m_file, node.Mark().line + 1, node.Mark().column + 1};
    }

    void fault(Fault::Kind kind, const YAML::Node& at, std::vector<std::string> args, bool severe = false)
    {
        m_pack.faults.push_back({kind, at.IsDefined() ? place(at) : Place{m_file, 0, 0}, std::move(args), severe});
    }

    /// A scalar's text; nullopt, with a fault naming `key`, when it is a list or a map.
    std::optional<std::string> text(const YAML::Node& node, const std::string& key)
    {
        if (!node.IsScalar()) {
            fault(Fault::Kind::WrongType, node, {key, "text"});
            return std::nullopt;
        }
        return node.Scalar();
    }

    /// A number; nullopt, with a fault, when it is not one (or not above `least` when given).
    std::optional<double> number(const YAML::Node& node, const std::string& key, std::optional<double> least = {})
    {
        const std::optional<std::string> t = text(node, key);
        if (!t)
            return std::nullopt;
        try {
            std::size_t used = 0;
            const double v = std::stod(*t, &used);
            if (used == t->size() && std::isfinite(v) && (!least || v > *least))
                return v;
        } catch (const std::exception&) {
        }
        fault(Fault::Kind::WrongType, node, {key, "a number"});
        return std::nullopt;
    }

    /// A whole number from `low` to `high`.
    std::optional<int> whole(const YAML::Node& node, const std::string& key, int low, int high)
    {
        const std::optional<double> v = number(node, key);
        if (!v)
            return std::nullopt;
        if (*v != std::floor(*v) || *v < low || *v > high) {
            fault(Fault::Kind::BadValue, node, {key, *text(node, key), std::to_string(low) + ".." + std::to_string(high)});
            return std::nullopt;
        }
        return static_cast<int>(*v);
    }

    /// Words in one language or several: a text (English), or a map of language codes to texts.
    std::map<std::string, std::string> words(const YAML::Node& node, const std::string& key)
    {
        std::map<std::string, std::string> out;
        if (node.IsScalar()) {
            out["en"] = node.Scalar();
            return out;
        }
        if (!node.IsMap()) {
            fault(Fault::Kind::WrongType, node, {key, "a text, or a text for each language"});
            return out;
        }
        for (const auto& item : node) {
            const std::string code = item.first.Scalar();
            const std::optional<std::string> t = text(item.second, key + "." + code);
            if (!t)
                continue;
            const std::string language = windowLanguage(code);
            out[language.empty() ? code : language] = *t;
        }
        return out;
    }

    /// Texts: one, or a list of them.
    std::vector<std::string> texts(const YAML::Node& node, const std::string& key)
    {
        std::vector<std::string> out;
        if (node.IsScalar()) {
            out.push_back(node.Scalar());
        } else if (node.IsSequence()) {
            for (const auto& item : node)
                if (const std::optional<std::string> t = text(item, key))
                    out.push_back(*t);
        } else {
            fault(Fault::Kind::WrongType, node, {key, "a text or a list of texts"});
        }
        return out;
    }

    /// Each key of `map` to `known`'s handler; a key with none is a fault, left aside.
    void keys(const YAML::Node& map, const std::map<std::string, std::function<void(const YAML::Node&)>>& known)
    {
        for (const auto& item : map) {
            const std::string key = item.first.Scalar();
            const auto handler = known.find(key);
            if (handler == known.end())
                fault(Fault::Kind::UnknownKey, item.first, {key});
            else if (handler->second)
                handler->second(item.second);
        }
    }

    /// A map's keys, each to `handle`; a fault when the node is not a map.
    bool isMap(const YAML::Node& node, const std::string& key)
    {
        if (node.IsMap())
            return true;
        fault(Fault::Kind::NotAMap, node, {key});
        return false;
    }

private:
    Pack& m_pack;
    std::string m_file;
};

std::string relative(const Pack& pack, const fs::path& path)
{
    return path.lexically_relative(pack.root).generic_string();
}

/// The files under `folder`, recursively, sorted by their path: the order the format uses.
std::vector<fs::path> filesUnder(const fs::path& folder)
{
    std::vector<fs::path> out;
    std::error_code ec;
    for (fs::recursive_directory_iterator it(folder, fs::directory_options::skip_permission_denied, ec), end;
         !ec && it != end; it.increment(ec))
        if (it->is_regular_file(ec))
            out.push_back(it->path());
    std::sort(out.begin(), out.end());
    return out;
}

void readProblemYaml(Pack& pack)
{
    YamlFile yaml(pack, "problem.yaml");
    const std::optional<YAML::Node> root = yaml.load(false);
    if (!fs::exists(pack.root / "problem.yaml"))
        pack.faults.push_back({Fault::Kind::MissingFile, {"problem.yaml", 0, 0}, {}, false});
    if (!root)
        return;
    const auto ignored = [](const YAML::Node&) {};
    yaml.keys(*root, {
        {"problem_format_version", [&](const YAML::Node& n) { pack.formatVersion = yaml.text(n, "problem_format_version").value_or(""); }},
        {"type", [&](const YAML::Node& n) {
             for (const std::string& type : yaml.texts(n, "type")) {
                 if (type == "scoring")
                     pack.scoring = true;
                 else if (type != "pass-fail")
                     yaml.fault(Fault::Kind::UnknownType, n, {type}, true);
             }
         }},
        {"name", [&](const YAML::Node& n) { pack.names = yaml.words(n, "name"); }},
        {"limits", [&](const YAML::Node& n) {
             if (!yaml.isMap(n, "limits"))
                 return;
             yaml.keys(n, {
                 {"time_limit", [&](const YAML::Node& v) { pack.timeLimit = yaml.number(v, "time_limit", 0.0).value_or(pack.timeLimit); }},
                 {"memory", [&](const YAML::Node& v) { pack.memoryMiB = yaml.whole(v, "memory", 1, 65536).value_or(pack.memoryMiB); }},
                 {"output", [&](const YAML::Node& v) { pack.outputMiB = yaml.whole(v, "output", 1, 65536).value_or(pack.outputMiB); }},
                 {"time_multipliers", ignored}, {"time_resolution", ignored}, {"code", ignored},
                 {"compilation_time", ignored}, {"compilation_memory", ignored}, {"validation_time", ignored},
                 {"validation_memory", ignored}, {"validation_output", ignored}, {"validation_passes", ignored},
                 // the older format's
                 {"time_multiplier", ignored}, {"time_safety_margin", ignored},
             });
         }},
        // The older format says an interactive problem here.
        {"validation", [&](const YAML::Node& n) {
             const std::optional<std::string> v = yaml.text(n, "validation");
             if (v && v->find("interactive") != std::string::npos)
                 yaml.fault(Fault::Kind::UnknownType, n, {"interactive"}, true);
             if (v && v->find("score") != std::string::npos)
                 pack.scoring = true;
         }},
        {"uuid", ignored}, {"version", ignored}, {"credits", ignored}, {"source", ignored}, {"source_url", ignored},
        {"license", ignored}, {"rights_owner", ignored}, {"embargo_until", ignored}, {"keywords", ignored},
        {"languages", ignored}, {"allow_file_writing", ignored}, {"constants", ignored}, {"author", ignored},
        {"validator_flags", ignored}, {"grading", ignored}, {"plagiarism", ignored},
    });
}

void readStatements(Pack& pack)
{
    // The newer folder's files first, then the older one's; Markdown before LaTeX before PDF.
    for (const char* folder : {"statement", "problem_statement"}) {
        for (const char* extension : {".md", ".tex", ".pdf"}) {
            std::error_code ec;
            for (const auto& entry : fs::directory_iterator(pack.root / folder, ec)) {
                const std::string name = entry.path().filename().string();
                if (!name.starts_with("problem") || !name.ends_with(extension))
                    continue;
                const std::string middle = name.substr(7, name.size() - 7 - std::string_view(extension).size());
                std::string code;
                if (middle.empty())
                    code = "en"; // the older format's problem.tex
                else if (middle.front() == '.')
                    code = middle.substr(1);
                else
                    continue;
                const std::string language = windowLanguage(code);
                pack.statements.emplace(language.empty() ? code : language, relative(pack, entry.path()));
            }
        }
    }
}

/// The tests of `folder` (its .in files, recursively) in `group`; an answer's lack is a fault.
void readTests(Pack& pack, const fs::path& folder, TestGroup& group)
{
    std::set<std::string> inputs;
    for (const fs::path& file : filesUnder(folder)) {
        if (file.extension() != ".in")
            continue;
        TestCase test;
        fs::path stem = file;
        stem.replace_extension();
        test.name = relative(pack, stem).substr(std::string_view("data/").size());
        test.input = relative(pack, file);
        inputs.insert(relative(pack, stem));
        fs::path answer = stem;
        answer += ".ans";
        std::error_code ec;
        if (fs::is_regular_file(answer, ec))
            test.answer = relative(pack, answer);
        else
            pack.faults.push_back({Fault::Kind::MissingAnswer, {test.input, 0, 0}, {test.name}, false});
        group.tests.push_back(std::move(test));
    }
    for (const fs::path& file : filesUnder(folder)) {
        fs::path stem = file;
        stem.replace_extension();
        if (file.extension() == ".ans" && !inputs.count(relative(pack, stem)))
            pack.faults.push_back({Fault::Kind::AnswerWithoutInput, {relative(pack, file), 0, 0},
                                   {relative(pack, stem).substr(std::string_view("data/").size())}, false});
    }
}

/// A group's configuration: test_group.yaml, or the older format's testdata.yaml.
void readGroupConfig(Pack& pack, const fs::path& folder, TestGroup& group)
{
    for (const char* name : {"test_group.yaml", "testdata.yaml"}) {
        if (!fs::exists(folder / name))
            continue;
        YamlFile yaml(pack, relative(pack, folder / name));
        const std::optional<YAML::Node> root = yaml.load(true);
        if (!root)
            return;
        std::optional<double> accept;
        const auto ignored = [](const YAML::Node&) {};
        yaml.keys(*root, {
            {"max_score", [&](const YAML::Node& n) {
                 if (n.IsScalar() && n.Scalar() == "unbounded")
                     group.maxScore.reset();
                 else
                     group.maxScore = yaml.number(n, "max_score", -1.0);
             }},
            {"score_aggregation", [&](const YAML::Node& n) {
                 const std::string v = yaml.text(n, "score_aggregation").value_or("");
                 if (v == "sum")
                     group.aggregation = Aggregation::Sum;
                 else if (v == "min")
                     group.aggregation = Aggregation::Min;
                 else if (v == "pass-fail")
                     group.aggregation = Aggregation::PassFail;
                 else
                     yaml.fault(Fault::Kind::BadValue, n, {"score_aggregation", v, "pass-fail, sum, min"});
             }},
            {"require_pass", [&](const YAML::Node& n) { group.requirePass = yaml.texts(n, "require_pass"); }},
            // The older format's: a test's score when accepted, the group's range, how it sums.
            {"accept_score", [&](const YAML::Node& n) { accept = yaml.number(n, "accept_score", -1.0); }},
            {"range", [&](const YAML::Node& n) {
                 std::istringstream in(yaml.text(n, "range").value_or(""));
                 double low = 0, high = 0;
                 if (in >> low >> high)
                     group.maxScore = high;
                 else
                     yaml.fault(Fault::Kind::BadValue, n, {"range", n.IsScalar() ? n.Scalar() : "", "two numbers"});
             }},
            {"grader_flags", [&](const YAML::Node& n) {
                 const std::string v = yaml.text(n, "grader_flags").value_or("");
                 if (v.find("min") != std::string::npos)
                     group.aggregation = Aggregation::Min;
                 else if (v.find("sum") != std::string::npos)
                     group.aggregation = Aggregation::Sum;
             }},
            {"static_validation_score", ignored}, {"args", ignored}, {"input_validator_args", ignored},
            {"static_validator_args", ignored}, {"output_validator_args", ignored}, {"input_visualizer_args", ignored},
            {"output_visualizer_args", ignored}, {"full_feedback", ignored}, {"reject_score", ignored},
            {"grading", ignored}, {"on_reject", ignored}, {"input_validator_flags", ignored},
            {"output_validator_flags", ignored}, {"feedback", ignored},
        });
        if (accept && !group.maxScore) {
            group.maxScore = *accept * static_cast<double>(group.tests.size());
            group.aggregation = Aggregation::Sum;
        }
        return;
    }
}

void readData(Pack& pack)
{
    const fs::path data = pack.root / "data";
    std::error_code ec;
    if (fs::is_directory(data / "sample", ec)) {
        TestGroup sample;
        sample.name = "sample";
        readTests(pack, data / "sample", sample);
        if (!sample.tests.empty())
            pack.groups.push_back(std::move(sample));
    }
    const fs::path secret = data / "secret";
    if (!fs::is_directory(secret, ec)) {
        pack.faults.push_back({Fault::Kind::NoSecretData, {"data/secret", 0, 0}, {}, true});
        return;
    }
    // Groups: the folders of data/secret with a configuration, or, where data/secret holds no test of
    // its own, each of its folders.
    std::vector<fs::path> folders;
    bool configured = false, ownTests = false;
    for (const auto& entry : fs::directory_iterator(secret, ec)) {
        if (entry.is_directory(ec)) {
            folders.push_back(entry.path());
            configured = configured || fs::exists(entry.path() / "test_group.yaml") || fs::exists(entry.path() / "testdata.yaml");
        } else if (entry.path().extension() == ".in") {
            ownTests = true;
        }
    }
    std::sort(folders.begin(), folders.end());
    TestGroup whole;
    whole.name = "secret";
    whole.aggregation = Aggregation::Sum;
    if (pack.scoring)
        whole.maxScore = 100;
    if (folders.empty() || (!configured && ownTests)) {
        readTests(pack, secret, whole);
        readGroupConfig(pack, secret, whole);
        if (whole.tests.empty())
            pack.faults.push_back({Fault::Kind::NoSecretData, {"data/secret", 0, 0}, {}, true});
        else
            pack.groups.push_back(std::move(whole));
        return;
    }
    readGroupConfig(pack, secret, whole); // what the whole is worth
    if (ownTests)
        for (const fs::path& file : filesUnder(secret))
            if (file.parent_path() == secret && file.extension() == ".in")
                pack.faults.push_back({Fault::Kind::TestsBesideGroups, {relative(pack, file), 0, 0},
                                       {relative(pack, file.parent_path() / file.stem()).substr(5)}, false});
    std::vector<TestGroup> groups;
    for (const fs::path& folder : folders) {
        TestGroup group;
        group.name = relative(pack, folder).substr(std::string_view("data/").size());
        readTests(pack, folder, group);
        if (group.tests.empty()) {
            pack.faults.push_back({Fault::Kind::EmptyGroup, {relative(pack, folder), 0, 0}, {group.name}, false});
            continue;
        }
        readGroupConfig(pack, folder, group);
        groups.push_back(std::move(group));
    }
    if (groups.empty())
        pack.faults.push_back({Fault::Kind::NoSecretData, {"data/secret", 0, 0}, {}, true});
    // A scoring problem's groups without a score of their own share what the whole is worth.
    if (pack.scoring && whole.maxScore) {
        double given = 0;
        int without = 0;
        for (const TestGroup& g : groups)
            g.maxScore ? given += *g.maxScore : ++without;
        for (TestGroup& g : groups)
            if (!g.maxScore && without > 0)
                g.maxScore = std::max(0.0, (*whole.maxScore - given) / without);
    }
    for (TestGroup& g : groups)
        pack.groups.push_back(std::move(g));
}

/// A submission's language: as a student's program's, and by the two more C++ names the format knows.
std::optional<Language> languageOf(const fs::path& file)
{
    const std::string e = file.extension().string();
    if (e == ".c++" || e == ".C")
        return Language::Cpp;
    return program::languageOf(file);
}

void readSubmissions(Pack& pack)
{
    const std::array<std::pair<const char*, Expected>, 6> kinds = {{
        {"accepted", Expected::Accepted},
        {"wrong_answer", Expected::WrongAnswer},
        {"time_limit_exceeded", Expected::TimeLimitExceeded},
        {"run_time_error", Expected::RunTimeError},
        {"rejected", Expected::Rejected},
        {"brute_force", Expected::TimeLimitExceeded},
    }};
    for (const auto& [folder, expected] : kinds) {
        for (const fs::path& file : filesUnder(pack.root / "submissions" / folder)) {
            const std::optional<Language> language = languageOf(file);
            if (!language) {
                pack.faults.push_back({Fault::Kind::UnknownLanguage, {relative(pack, file), 0, 0}, {relative(pack, file)}, false});
                continue;
            }
            Solution s;
            s.file = relative(pack, file);
            s.language = *language;
            s.expected = expected;
            pack.solutions.push_back(std::move(s));
        }
    }
}

void readStepboardYaml(Pack& pack)
{
    YamlFile yaml(pack, "stepboard.yaml");
    const std::optional<YAML::Node> root = yaml.load(false);
    pack.hasStepboardFile = fs::exists(pack.root / "stepboard.yaml");
    if (!root)
        return;
    std::set<std::string> variants;
    std::map<std::pair<int, Language>, std::string> methodFiles;
    std::map<std::pair<std::string, Language>, std::string> mistakeFiles;
    const auto solution = [&](const YAML::Node& key, const YAML::Node& node) {
        const std::string file = key.Scalar();
        const auto found = std::find_if(pack.solutions.begin(), pack.solutions.end(),
                                        [&file](const Solution& s) { return s.file == file; });
        if (found == pack.solutions.end()) {
            yaml.fault(Fault::Kind::NoSolution, key, {file});
            return;
        }
        Solution& s = *found;
        if (!yaml.isMap(node, file))
            return;
        yaml.keys(node, {
            {"method", [&](const YAML::Node& n) { s.method = yaml.whole(n, "method", 1, 9); }},
            {"wrong", [&](const YAML::Node& n) { s.mistake = yaml.text(n, "wrong").value_or(""); }},
            {"says", [&](const YAML::Node& n) { s.says = yaml.words(n, "says"); }},
            {"board", [&](const YAML::Node& n) {
                 s.boardVariable = yaml.text(n, "board").value_or("");
                 s.boardPlace = yaml.place(n);
                 if (s.boardVariable == "none") {
                     s.noBoard = true;
                     s.boardVariable.clear();
                 }
             }},
            {"line", [&](const YAML::Node& n) { s.momentLine = yaml.whole(n, "line", 1, 1'000'000); }},
            {"comments", [&](const YAML::Node& n) {
                 if (!yaml.isMap(n, "comments"))
                     return;
                 for (const auto& item : n) {
                     const std::string code = item.first.Scalar();
                     const std::string language = windowLanguage(code);
                     const std::optional<std::string> variant = yaml.text(item.second, "comments." + code);
                     if (!variant)
                         continue;
                     if (language.empty()) {
                         yaml.fault(Fault::Kind::BadValue, item.first, {"comments", code, "en, zh_TW, zh_CN, vi"});
                         continue;
                     }
                     if (!fs::is_regular_file(pack.root / *variant)) {
                         yaml.fault(Fault::Kind::CommentVariantMissing, item.second, {language, *variant});
                         continue;
                     }
                     s.commentVariants[language] = *variant;
                     variants.insert(*variant);
                 }
             }},
        });
        if (s.method && !s.mistake.empty())
            s.mistake.clear(); // a method it is: said below if it was not accepted
        if (!s.method && s.mistake.empty()) {
            yaml.fault(Fault::Kind::NeitherMethodNorMistake, key, {file});
        } else if (s.method) {
            // A method may be slow (time_limit_exceeded/, as a built-in problem's first method is), never wrong.
            if (s.expected != Expected::Accepted && s.expected != Expected::TimeLimitExceeded)
                yaml.fault(Fault::Kind::RejectedMethod, key, {file});
            const auto [at, fresh] = methodFiles.emplace(std::pair(*s.method, s.language), file);
            if (!fresh) {
                yaml.fault(Fault::Kind::MethodTwice, key, {std::to_string(*s.method), file}, false);
                s.method.reset();
            }
        } else {
            if (s.expected == Expected::Accepted)
                yaml.fault(Fault::Kind::AcceptedMistake, key, {file});
            const auto [at, fresh] = mistakeFiles.emplace(std::pair(s.mistake, s.language), file);
            if (!fresh) {
                yaml.fault(Fault::Kind::MistakeTwice, key, {s.mistake, file}, false);
                s.mistake.clear();
            }
        }
    };
    yaml.keys(*root, {
        {"solutions", [&](const YAML::Node& n) {
             if (!yaml.isMap(n, "solutions"))
                 return;
             for (const auto& item : n)
                 solution(item.first, item.second);
         }},
        {"board", [&](const YAML::Node& n) {
             if (!yaml.isMap(n, "board"))
                 return;
             Board board;
             yaml.keys(n, {
                 {"variable", [&](const YAML::Node& v) {
                      board.variable = yaml.text(v, "board.variable").value_or("");
                      board.place = yaml.place(v);
                  }},
                 {"shape", [&](const YAML::Node& v) {
                      const std::string shape = yaml.text(v, "board.shape").value_or("");
                      static const std::map<std::string, Board::Shape> kShapes = {
                          {"grid", Board::Shape::Grid}, {"row", Board::Shape::Row}, {"piles", Board::Shape::Piles}, {"table", Board::Shape::Table}};
                      if (const auto it = kShapes.find(shape); it != kShapes.end())
                          board.shape = it->second;
                      else
                          yaml.fault(Fault::Kind::BadValue, v, {"board.shape", shape, "grid, row, piles, table"});
                  }},
                 {"draw", [&](const YAML::Node& v) {
                      const std::string draw = yaml.text(v, "board.draw").value_or("");
                      static const std::map<std::string, Board::Drawing> kDrawings = {
                          {"numbers", Board::Drawing::Numbers}, {"characters", Board::Drawing::Characters}, {"colours", Board::Drawing::Colours}};
                      if (const auto it = kDrawings.find(draw); it != kDrawings.end())
                          board.drawing = it->second;
                      else
                          yaml.fault(Fault::Kind::BadValue, v, {"board.draw", draw, "numbers, characters, colours"});
                  }},
                 {"colours", [&](const YAML::Node& v) {
                      if (!yaml.isMap(v, "board.colours"))
                          return;
                      for (const auto& item : v) {
                          const std::string value = item.first.Scalar();
                          Board::Colour colour;
                          if (item.second.IsScalar()) {
                              colour.colour = item.second.Scalar();
                          } else if (yaml.isMap(item.second, "board.colours." + value)) {
                              yaml.keys(item.second, {
                                  {"colour", [&](const YAML::Node& c) { colour.colour = yaml.text(c, "colour").value_or(""); }},
                                  {"says", [&](const YAML::Node& c) { colour.says = yaml.words(c, "says"); }},
                              });
                          }
                          const bool hex = colour.colour.size() == 7 && colour.colour[0] == '#' &&
                                           colour.colour.find_first_not_of("0123456789abcdefABCDEF", 1) == std::string::npos;
                          if (!hex) {
                              yaml.fault(Fault::Kind::BadValue, item.second, {"board.colours." + value, colour.colour, "#rrggbb"});
                              continue;
                          }
                          board.colours[value] = colour;
                      }
                  }},
                 {"first", [&](const YAML::Node& v) { board.first = yaml.whole(v, "board.first", 0, 1).value_or(0); }},
                 {"up", [&](const YAML::Node& v) {
                      const std::string up = yaml.text(v, "board.up").value_or("");
                      if (up == "top" || up == "bottom")
                          board.fromBottom = up == "bottom";
                      else
                          yaml.fault(Fault::Kind::BadValue, v, {"board.up", up, "top, bottom"});
                  }},
                 {"look", [&](const YAML::Node& v) { board.look = yaml.texts(v, "board.look"); }},
             });
             if (board.variable.empty())
                 yaml.fault(Fault::Kind::NoBoardVariable, n, {}, false);
             pack.board = std::move(board);
         }},
        {"size", [&](const YAML::Node& n) {
             if (!yaml.isMap(n, "size"))
                 return;
             yaml.keys(n, {
                 {"numbers", [&](const YAML::Node& v) {
                      if (!v.IsSequence()) {
                          yaml.fault(Fault::Kind::WrongType, v, {"size.numbers", "a list of whole numbers"});
                          return;
                      }
                      for (const auto& item : v)
                          if (const std::optional<int> at = yaml.whole(item, "size.numbers", 1, 1000))
                              pack.size.numbers.push_back(*at);
                  }},
                 {"name", [&](const YAML::Node& v) { pack.size.name = yaml.text(v, "size.name").value_or(""); }},
             });
         }},
        {"moment", [&](const YAML::Node& n) {
             const std::string moment = yaml.text(n, "moment").value_or("");
             if (moment == "input")
                 pack.moment = Moment::InputRead;
             else if (moment == "output")
                 pack.moment = Moment::OutputWritten;
             else if (moment == "line")
                 pack.moment = Moment::Line;
             else
                 yaml.fault(Fault::Kind::BadValue, n, {"moment", moment, "input, output, line"});
         }},
    });
    // A comment variant is no submission of its own, and holds its solution's code line for line.
    std::erase_if(pack.solutions, [&variants](const Solution& s) { return variants.count(s.file) > 0; });
    for (Solution& s : pack.solutions) {
        const std::vector<std::string> code = codeLines(rec::readWhole(pack.root / s.file), s.language);
        for (auto it = s.commentVariants.begin(); it != s.commentVariants.end();) {
            const std::vector<std::string> variant = codeLines(rec::readWhole(pack.root / it->second), s.language);
            std::size_t line = 0;
            while (line < code.size() && line < variant.size() && code[line] == variant[line])
                ++line;
            if (line == code.size() && line == variant.size()) {
                ++it;
                continue;
            }
            pack.faults.push_back({Fault::Kind::CommentVariantDiffers, {it->second, static_cast<int>(line) + 1, 1},
                                   {it->first, it->second, std::to_string(line + 1)}, false});
            it = s.commentVariants.erase(it);
        }
    }
    if (pack.moment == Moment::Line)
        for (const Solution& s : pack.solutions)
            if ((s.method || !s.mistake.empty()) && !s.momentLine)
                pack.faults.push_back({Fault::Kind::NoMoment, {"stepboard.yaml", 0, 0}, {s.file}, false});
}

} // namespace

std::vector<std::string> codeLines(std::string_view text, Language language)
{
    std::vector<std::string> lines(1);
    bool block = false;  // inside /* */
    char quote = 0;      // inside a string or character opened by it
    for (std::size_t i = 0; i < text.size(); ++i) {
        const char c = text[i];
        const char next = i + 1 < text.size() ? text[i + 1] : '\0';
        if (c == '\n') {
            lines.emplace_back();
            if (language == Language::Python)
                quote = 0; // a Python string of one quote ends with its line
            continue;
        }
        if (block) {
            if (c == '*' && next == '/') {
                block = false;
                ++i;
            }
            continue;
        }
        if (quote) {
            lines.back() += c;
            if (c == '\\' && next != '\n' && next != '\0') {
                lines.back() += next;
                ++i;
            } else if (c == quote) {
                quote = 0;
            }
            continue;
        }
        if (language == Language::Cpp && c == '/' && next == '/') {
            while (i + 1 < text.size() && text[i + 1] != '\n')
                ++i;
            continue;
        }
        if (language == Language::Cpp && c == '/' && next == '*') {
            block = true;
            ++i;
            continue;
        }
        if (language == Language::Python && c == '#') {
            while (i + 1 < text.size() && text[i + 1] != '\n')
                ++i;
            continue;
        }
        if (c == '"' || c == '\'')
            quote = c;
        lines.back() += c;
    }
    for (std::string& line : lines)
        line.erase(line.find_last_not_of(" \t\r") + 1);
    return lines;
}

std::string windowLanguage(std::string_view code)
{
    std::string c(code);
    std::replace(c.begin(), c.end(), '-', '_');
    std::transform(c.begin(), c.end(), c.begin(), [](unsigned char ch) { return static_cast<char>(std::tolower(ch)); });
    if (c == "en" || c.starts_with("en_"))
        return "en";
    if (c == "vi" || c.starts_with("vi_"))
        return "vi";
    if (c == "zh_tw" || c == "zh_hant" || c == "zh_hk" || c.starts_with("zh_hant_"))
        return "zh_TW";
    if (c == "zh" || c == "zh_cn" || c == "zh_hans" || c == "zh_sg" || c.starts_with("zh_hans_"))
        return "zh_CN";
    return {};
}

std::vector<const Solution*> Pack::method(int number) const
{
    std::vector<const Solution*> out;
    for (const Language language : {Language::Cpp, Language::Python})
        for (const Solution& s : solutions)
            if (s.method == number && s.language == language)
                out.push_back(&s);
    return out;
}

std::vector<int> Pack::methods() const
{
    std::set<int> out;
    for (const Solution& s : solutions)
        if (s.method)
            out.insert(*s.method);
    return {out.begin(), out.end()};
}

std::vector<const Solution*> Pack::mistakes() const
{
    std::vector<const Solution*> out;
    for (const Solution& s : solutions)
        if (!s.method && !s.mistake.empty())
            out.push_back(&s);
    return out;
}

std::vector<const Solution*> Pack::inOrder() const
{
    std::vector<const Solution*> out;
    for (const int number : methods())
        for (const Solution* s : method(number))
            out.push_back(s);
    for (const Solution* s : mistakes())
        out.push_back(s);
    for (const Solution& s : solutions)
        if (!s.method && s.mistake.empty())
            out.push_back(&s);
    return out;
}

std::vector<const TestCase*> Pack::tests() const
{
    std::vector<const TestCase*> out;
    for (const TestGroup& g : groups)
        for (const TestCase& t : g.tests)
            out.push_back(&t);
    return out;
}

double Pack::sizeOf(std::string_view input) const
{
    if (size.numbers.empty())
        return static_cast<double>(input.size());
    std::vector<std::string_view> words;
    for (std::size_t at = 0; at < input.size() && words.size() < 1000;) {
        const std::size_t start = input.find_first_not_of(" \t\r\n", at);
        if (start == std::string_view::npos)
            break;
        const std::size_t end = std::min(input.find_first_of(" \t\r\n", start), input.size());
        words.push_back(input.substr(start, end - start));
        at = end;
    }
    double product = 1;
    for (const int n : size.numbers) {
        if (n < 1 || static_cast<std::size_t>(n) > words.size())
            return 0;
        const std::string word(words[static_cast<std::size_t>(n) - 1]);
        char* end = nullptr;
        const double v = std::strtod(word.c_str(), &end);
        if (end != word.c_str() + word.size() || !(v > 0))
            return 0;
        product *= v;
    }
    return product;
}

bool Pack::broken() const
{
    return std::any_of(faults.begin(), faults.end(), [](const Fault& f) { return f.severe; });
}

Pack read(const fs::path& folder)
{
    Pack pack;
    pack.root = folder;
    std::error_code ec;
    if (!fs::is_directory(folder, ec)) {
        pack.faults.push_back({Fault::Kind::NoFolder, {folder.string(), 0, 0}, {folder.string()}, true});
        return pack;
    }
    readProblemYaml(pack);
    if (pack.names.empty())
        pack.faults.push_back({Fault::Kind::NoName, {"problem.yaml", 0, 0}, {}, false});
    readStatements(pack);
    readData(pack);
    readSubmissions(pack);
    readStepboardYaml(pack);
    const bool solved = std::any_of(pack.solutions.begin(), pack.solutions.end(),
                                    [](const Solution& s) { return s.expected == Expected::Accepted; });
    if (!solved)
        pack.faults.push_back({Fault::Kind::NoSolutions, {"submissions/accepted", 0, 0}, {}, true});
    return pack;
}

std::vector<fs::path> packFolders()
{
    std::vector<fs::path> out;
    const char* dataHome = std::getenv("XDG_DATA_HOME");
    const char* home = std::getenv("HOME");
    if (dataHome && dataHome[0] == '/')
        out.push_back(fs::path(dataHome) / "StepBoard" / "problems");
    else if (home && home[0] == '/')
        out.push_back(fs::path(home) / ".local" / "share" / "StepBoard" / "problems");
    const char* dataDirs = std::getenv("XDG_DATA_DIRS");
    std::string dirs = dataDirs && dataDirs[0] ? dataDirs : "/usr/local/share:/usr/share";
    std::size_t start = 0;
    while (start <= dirs.size()) {
        const std::size_t end = std::min(dirs.find(':', start), dirs.size());
        const std::string dir = dirs.substr(start, end - start);
        if (!dir.empty() && dir[0] == '/')
            out.push_back(fs::path(dir) / "stepboard" / "problems");
        start = end + 1;
    }
    return out;
}

std::vector<fs::path> findPacks()
{
    std::map<std::string, fs::path> found;
    for (const fs::path& folder : packFolders()) {
        std::error_code ec;
        for (const auto& entry : fs::directory_iterator(folder, ec)) {
            const fs::path& p = entry.path();
            if (entry.is_directory(ec) && (fs::exists(p / "problem.yaml", ec) || fs::exists(p / "stepboard.yaml", ec)))
                found.emplace(p.filename().string(), p);
        }
    }
    std::vector<fs::path> out;
    for (const auto& [name, path] : found)
        out.push_back(path);
    return out;
}

std::optional<fs::path> findPack(std::string_view name, std::string* why)
{
    std::error_code ec;
    if (name.empty())
        return std::nullopt;
    // An archive: unpacked (once) where archives are, and its folder.
    if (isArchive(fs::path(name)) && fs::is_regular_file(fs::path(name), ec)) {
        const Unpacked unpacked = unpack(fs::path(name));
        if (unpacked.refused && why)
            *why = describe(*unpacked.refused);
        return unpacked.folder;
    }
    if (name.find('/') != std::string_view::npos || name == "." || name == "..")
        return fs::path(name);
    for (const fs::path& p : findPacks())
        if (p.filename() == name)
            return p;
    if (fs::is_directory(fs::path(name), ec))
        return fs::path(name);
    return std::nullopt;
}

std::string describe(const Fault& f)
{
    const auto arg = [&f](std::size_t i) { return i < f.args.size() ? f.args[i] : std::string(); };
    std::string words;
    switch (f.kind) {
    case Fault::Kind::NoFolder: words = "not a folder"; break;
    case Fault::Kind::MissingFile: words = "the file is missing"; break;
    case Fault::Kind::UnreadableFile: words = "the file cannot be read"; break;
    case Fault::Kind::YamlSyntax: words = "not YAML: " + arg(0); break;
    case Fault::Kind::NotAMap: words = f.args.empty() ? "should be a map of keys" : arg(0) + " should be a map of keys"; break;
    case Fault::Kind::UnknownKey: words = "unknown key " + arg(0) + ", left aside"; break;
    case Fault::Kind::WrongType: words = arg(0) + " should be " + arg(1); break;
    case Fault::Kind::BadValue: words = arg(0) + " cannot be " + arg(1) + " (it may be " + arg(2) + ")"; break;
    case Fault::Kind::UnknownType: words = "a problem of type " + arg(0) + " cannot be stepped or judged here"; break;
    case Fault::Kind::NoName: words = "the problem has no name"; break;
    case Fault::Kind::NoSecretData: words = "there are no secret tests"; break;
    case Fault::Kind::TestsBesideGroups: words = "test " + arg(0) + " stands beside the groups, left aside"; break;
    case Fault::Kind::EmptyGroup: words = "group " + arg(0) + " has no test"; break;
    case Fault::Kind::MissingAnswer: words = "test " + arg(0) + " has no answer (.ans)"; break;
    case Fault::Kind::AnswerWithoutInput: words = "answer " + arg(0) + " has no input (.in), left aside"; break;
    case Fault::Kind::UnknownLanguage: words = arg(0) + " is neither C++ nor Python, left aside"; break;
    case Fault::Kind::NoSolution: words = "there is no submission " + arg(0); break;
    case Fault::Kind::NoSolutions: words = "there is no accepted solution"; break;
    case Fault::Kind::MethodTwice: words = "method " + arg(0) + " has another file in this language: " + arg(1) + " left aside"; break;
    case Fault::Kind::MistakeTwice: words = "wrong solution " + arg(0) + " has another file in this language: " + arg(1) + " left aside"; break;
    case Fault::Kind::NeitherMethodNorMistake: words = arg(0) + " is given neither a method nor a wrong id"; break;
    case Fault::Kind::AcceptedMistake: words = arg(0) + " is accepted, but named a wrong solution"; break;
    case Fault::Kind::RejectedMethod: words = arg(0) + " is a wrong solution, but named a method"; break;
    case Fault::Kind::CommentVariantMissing: words = "the " + arg(0) + " comments' file " + arg(1) + " is missing"; break;
    case Fault::Kind::CommentVariantDiffers:
        words = "the " + arg(0) + " comments' file " + arg(1) + " is not the solution's code on line " + arg(2) + ", left aside";
        break;
    case Fault::Kind::NoBoardVariable: words = "the board names no variable"; break;
    case Fault::Kind::NoMoment: words = arg(0) + " names no line for a move"; break;
    case Fault::Kind::DoesNotBuild: words = arg(0) + " does not build: " + arg(1); break;
    case Fault::Kind::FailsSample: words = arg(0) + " fails the sample " + arg(1) + " (" + arg(2) + ")"; break;
    case Fault::Kind::BoardNotFound: words = "the board's variable " + arg(0) + " is never found in " + arg(1); break;
    case Fault::Kind::BoardNotDrawn:
        words = "the board's variable " + arg(0) + " in " + arg(1) + " is never laid out as the board says";
        break;
    }
    std::string place = f.place.file;
    if (f.place.line > 0)
        place += ":" + std::to_string(f.place.line) + ":" + std::to_string(f.place.column);
    return place + ": " + words;
}

} // namespace sb::pack
