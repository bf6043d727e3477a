# SPDX-License-Identifier: GPL-3.0-or-later
"""Drives stepboard-cli as a user or a judge script would: exact outputs,
exact error lines and exit codes. Usage: cli_test.py CLI RESOURCES_DIR [CLASS...]"""
import json
import os
import random
import signal
import subprocess
import sys
import tempfile
import unittest

CLI = sys.argv[1]
RESOURCES = sys.argv[2]
SAMPLE = os.path.join(RESOURCES, "samples", "caro", "sample.txt")


def cli(*args, stdin=None):
    return subprocess.run([CLI, *args], input=stdin, capture_output=True, text=True, timeout=120)


def sparse_game(n, k, seed):
    """A game of k random stones on an n x n board, spread too thin for anyone to win."""
    cells = random.Random(seed).sample(range(n * n), k)
    return f"{n} {k}\n" + "".join(f"{c // n + 1} {c % n + 1}\n" for c in cells)


def cli_on(text, *args):
    with tempfile.NamedTemporaryFile("w", suffix=".txt", delete=False) as f:
        f.write(text)
    try:
        return cli(*args, f.name)
    finally:
        os.unlink(f.name)


class Solve(unittest.TestCase):
    def test_every_caro_method_prints_the_judge_answer(self):
        for method in ["1", "2", "3", "trap-endpoint", "trap-exact5", "trap-no-antidiag"]:
            r = cli("solve", "caro", "--method", method, SAMPLE)
            self.assertEqual((r.returncode, r.stdout, r.stderr), (0, "10\n", ""), method)

    def test_reads_stdin_and_uses_method_3_by_default(self):
        with open(SAMPLE) as f:
            r = cli("solve", "caro", stdin=f.read())
        self.assertEqual((r.returncode, r.stdout), (0, "10\n"))

    def test_prints_zero_when_nobody_wins(self):
        r = cli("solve", "caro", stdin="5 3\n1 1\n2 2\n3 3\n")
        self.assertEqual(r.stdout, "0\n")


class BadInput(unittest.TestCase):
    def check(self, text, line):
        r = cli("solve", "caro", stdin=text)
        self.assertEqual(r.returncode, 2)
        self.assertEqual(r.stdout, "")
        self.assertEqual(r.stderr, line + "\n")

    def test_cell_played_twice(self):
        self.check("7 3\n1 1\n2 2\n1 1\n", "input:4:1: move 3: cell (1, 1) was already played at move 1")

    def test_column_off_the_board(self):
        self.check("7 2\n1 1\n2 9\n", "input:3:3: move 2: column 9 is outside 1..7")

    def test_missing_moves(self):
        self.check("7 3\n1 1\n2 2\n", "input:4:1: the input ends early: 3 moves expected, 2 found")

    def test_stray_text(self):
        self.check("7 1\n1 1 oops\n", "input:2:5: unexpected text after the end of the input")

    def test_not_a_number(self):
        self.check("seven 1\n", "input:1:1: expected a whole number")

    def test_an_empty_input_asks_for_n_and_k(self):
        self.check("", "input:1:1: the input ends before its first line, which gives N and K")

    def test_board_too_large(self):
        self.check("6000 1\n1 1\n", "input:1:1: board size 6000 is outside 1..5000")


class Trace(unittest.TestCase):
    def test_one_json_object_per_step_up_to_the_limit(self):
        r = cli("trace", "caro", "--limit", "18", SAMPLE)
        self.assertEqual(r.returncode, 0)
        steps = [json.loads(line) for line in r.stdout.splitlines()]
        # Every line of the C++ listing that runs, in order: the opening, then move 1 into countRay().
        self.assertEqual([s["anchor"] for s in steps],
                         ["sync", "tie", "read-size", "width", "board", "dr", "dc", "move-loop", "read-move", "player",
                          "place", "dir-loop", "count-self", "count-forward", "ray-start", "ray-x", "ray-y", "ray-look"])
        self.assertEqual([s["step"] for s in steps], list(range(1, 19)))
        self.assertEqual([s["depth"] for s in steps], [1] * 14 + [2] * 4)
        self.assertEqual(steps[2]["vars"], {"n": 7, "k": 12})
        self.assertEqual(steps[8]["vars"], {"r": 4, "c": 4})
        place = steps[10]
        self.assertEqual(place["deltas"], [{"cell": [4, 4], "from": 0, "to": 1}])
        self.assertEqual(place["kind"], "place")
        self.assertEqual(steps[7]["narration"], "loop-start")
        self.assertEqual(steps[17]["highlights"][0], {"cell": [4, 5]})
        self.assertEqual(steps[17]["counters"], {"cells-looked": 1})

    def test_the_python_listing_runs_its_module_level_first(self):
        r = cli("trace", "caro", "--code", "python", "--limit", "6", SAMPLE)
        self.assertEqual(r.returncode, 0)
        steps = [json.loads(line) for line in r.stdout.splitlines()]
        self.assertEqual([(s["anchor"], s["depth"]) for s in steps],
                         [("py-import", 1), ("py-def-ray", 1), ("py-def-main", 1), ("py-main", 1), ("read-all", 2),
                          ("read-size", 2)])
        bad = cli("trace", "caro", "--code", "java", SAMPLE)
        self.assertEqual((bad.returncode, bad.stderr.splitlines()[0]), (1, "stepboard-cli: --code is cpp or python"))

    def test_event_level_shows_the_moves_and_the_win(self):
        r = cli("trace", "caro", "--method", "2", "--level", "event", SAMPLE)
        steps = [json.loads(line) for line in r.stdout.splitlines()]
        self.assertEqual([s["kind"] for s in steps], ["place"] * 10 + ["win"])
        self.assertEqual(steps[-1]["args"], [10, 2, 2, 5])
        self.assertEqual(steps[-1]["highlights"], [{"from": [2, 3], "to": [6, 7]}])

    def test_rejects_an_unknown_level(self):
        r = cli("trace", "caro", "--level", "cell", SAMPLE)
        self.assertEqual(r.returncode, 1)


class Stats(unittest.TestCase):
    def test_counts_steps_events_and_cells(self):
        r = cli("stats", "caro", "--method", "3", SAMPLE)
        self.assertEqual(r.returncode, 0)
        self.assertEqual(r.stdout, "method: 3\nsteps: 794\nevents: 11\ncells-looked: 96\nmoves: 10\noutput: 10\n"
                                   "reference-output: 10\nverdict: right\n")
        # Python has no closing braces to stop on, and its module level before main.
        r = cli("stats", "caro", "--method", "3", "--code", "python", SAMPLE)
        self.assertEqual(r.stdout, "method: 3\nsteps: 718\nevents: 11\ncells-looked: 96\nmoves: 10\noutput: 10\n"
                                   "reference-output: 10\nverdict: right\n")

    def test_a_trap_is_judged_wrong_against_the_reference(self):
        fills_middle = os.path.join(RESOURCES, "samples", "caro", "fills-middle.txt")
        r = cli("stats", "caro", "--method", "trap-endpoint", fills_middle)
        self.assertEqual((r.returncode, r.stderr), (0, ""))
        self.assertEqual(r.stdout, "method: trap-endpoint\nsteps: 800\nevents: 10\ncells-looked: 78\nmoves: 9\n"
                                   "output: 0\nreference-output: 9\nverdict: wrong\n")

    def test_method_1_past_the_step_cap_is_too_slow_but_right(self):
        # 20 moves on a 5000 x 5000 board: each move scans 25 million cells in three lines each (the
        # columns' loop, the visit, the skip), so the 100 million step cap comes in move 2; the fast
        # path still finishes (0).
        r = cli_on(sparse_game(5000, 20, 3), "stats", "caro", "--method", "1")
        self.assertEqual(r.returncode, 3)
        # 20 scans of the board, the lines of each move and each stone's four windows, the end.
        self.assertEqual(r.stdout, "method: 1\nsteps: 100000000\nevents: 2\ncells-looked: 33328865\nmoves: 2\n"
                                   "stopped: too-slow\nestimated-steps: 1500211089\n"
                                   "reference-output: 0\nverdict: right\n")
        self.assertEqual(r.stderr, "stepboard-cli: stopped: too slow on this input, about 1500211089 steps needed\n")


class Stopped(unittest.TestCase):
    def test_solve_too_slow_names_the_steps_needed(self):
        # 200 moves: past the work budget of 4 billion cells at move 160.
        r = cli_on(sparse_game(5000, 200, 4), "solve", "caro", "--method", "1")
        self.assertEqual((r.returncode, r.stdout), (3, ""))
        self.assertEqual(r.stderr, "stepboard-cli: stopped: too slow on this input, about 15003046809 steps needed\n")

    def test_trace_past_the_step_cap_stops_with_status_3(self):
        r = cli_on(sparse_game(5000, 20, 3), "trace", "caro", "--method", "1", "--level", "event")
        self.assertEqual(r.returncode, 3)
        self.assertEqual([json.loads(line)["kind"] for line in r.stdout.splitlines()], ["place"] * 2)
        self.assertEqual(r.stderr, "stepboard-cli: stopped: too slow on this input, about 1500211089 steps needed\n")


class Methods(unittest.TestCase):
    def test_lists_every_method_with_its_role(self):
        self.assertIn("cards grid correct\n", cli("methods").stdout)
        r = cli("methods", "caro")
        self.assertEqual(r.stdout, "caro 1 correct\ncaro 2 correct\ncaro 3 correct\n"
                                   "caro trap-endpoint wrong\ncaro trap-exact5 wrong\ncaro trap-no-antidiag wrong\n")

    def test_unknown_problem_or_method_is_a_usage_error(self):
        self.assertEqual(cli("methods", "chess").returncode, 1)
        r = cli("solve", "caro", "--method", "4", SAMPLE)
        self.assertEqual(r.returncode, 1)
        self.assertIn("no method '4'", r.stderr)



class Import(unittest.TestCase):
    """Problems kept for other judges written as packs, then judged as packs are."""

    def setUp(self):
        self.folder = tempfile.TemporaryDirectory()

    def tearDown(self):
        self.folder.cleanup()

    def cms_task(self):
        """A CMS task: two subtasks in task.yaml, a solution in sol/, its title in Vietnamese."""
        task = os.path.join(self.folder.name, "tong")
        files = {"task.yaml": "name: tong\ntitle: T\u1ed5ng\ntime_limit: 2\nmemory_limit: 256\npublic_testcases: 0\n"
                              "score_type: GroupMin\nscore_type_parameters: [[30, 2], [70, 3]]\n",
                 "sol/tong.py": "a, b = map(int, input().split())\nprint(a + b)\n"}
        for i in range(5):
            files[f"input/input{i}.txt"] = f"{i} {i * 10}\n"
            files[f"output/output{i}.txt"] = f"{i * 11}\n"
        for name, text in files.items():
            path = os.path.join(task, name)
            os.makedirs(os.path.dirname(path), exist_ok=True)
            with open(path, "w", encoding="utf-8") as f:
                f.write(text)
        return task

    def test_a_cms_task_is_written_as_a_pack_and_judged_by_its_subtasks(self):
        dest = os.path.join(self.folder.name, "pack")
        r = cli("import", self.cms_task(), dest)
        self.assertEqual((r.returncode, r.stdout, r.stderr),
                         (0, f"CMS: T\u1ed5ng, 1 sample, 5 tests in 2 groups, written to {dest}\n", ""))
        r = cli("judge", dest)
        self.assertEqual(r.returncode, 0, r.stderr)
        self.assertEqual(r.stdout.splitlines()[1:], [
            "solution   sample  secret/subtask1 (30)  secret/subtask2 (70)  score",
            "1 tong.py  AC 1/1  AC 2/2                AC 3/3                100"])
        # Once written, the folder is the pack's: a second import into it is refused, nothing changed.
        r = cli("import", self.cms_task(), dest)
        self.assertEqual((r.returncode, r.stderr), (2, f"stepboard-cli: {dest} is there already and is not an empty folder\n"))

    def test_an_archive_of_a_themis_folder_is_unpacked_then_written_as_a_pack(self):
        import zipfile
        archive = os.path.join(self.folder.name, "bai1.zip")
        with zipfile.ZipFile(archive, "w") as z:
            for i in range(1, 4):
                z.writestr(f"BAI1/Test{i}/BAI1.INP", f"{i}\r\n")
                z.writestr(f"BAI1/Test{i}/BAI1.OUT", f"{i * i}\r\n")
            z.writestr("BAI1/Test4/BAI1.INP", "4\r\n")
        dest = os.path.join(self.folder.name, "bai1")
        env = dict(os.environ, XDG_CACHE_HOME=os.path.join(self.folder.name, "cache"))
        r = subprocess.run([CLI, "import", archive, dest, "--language", "vi"], capture_output=True, text=True, env=env,
                           timeout=120)
        self.assertEqual((r.returncode, r.stdout, r.stderr),
                         (0, f"Themis: BAI1, 1 sample, 3 tests in 1 group, written to {dest}\n",
                          "stepboard-cli: Test4/BAI1.INP: a test without its answer, left out\n"))
        with open(os.path.join(dest, "data", "secret", "Test3.in"), "rb") as f:
            self.assertEqual(f.read(), b"3\n")

    def test_what_is_no_problem_or_a_bad_command_is_refused(self):
        empty = os.path.join(self.folder.name, "empty")
        os.makedirs(empty)
        r = cli("import", empty, os.path.join(self.folder.name, "x"))
        self.assertEqual(r.returncode, 2)
        self.assertIn("is no problem in a layout StepBoard knows", r.stderr)
        self.assertFalse(os.path.exists(os.path.join(self.folder.name, "x")))
        self.assertEqual(cli("import", empty).returncode, 1)  # where to?
        self.assertEqual(cli("import", empty, "y", "--language", "fr").returncode, 1)
        self.assertEqual(cli("import", empty, "y", "--method", "1").returncode, 1)


class Pack(unittest.TestCase):
    """A problem pack's folder wherever a problem's id goes: its methods, and its solutions judged."""
    FILES = {
        "problem.yaml": "problem_format_version: 2023-07\nname: Sum\ntype: scoring\nlimits:\n  time_limit: 2\n",
        "data/sample/1.in": "1 2\n", "data/sample/1.ans": "3\n",
        "data/secret/1-positive/test_group.yaml": "max_score: 40\n",
        "data/secret/1-positive/a.in": "2 2\n", "data/secret/1-positive/a.ans": "4\n",
        "data/secret/2-any/test_group.yaml": "max_score: 60\nscore_aggregation: sum\n",
        "data/secret/2-any/a.in": "-5 2\n", "data/secret/2-any/a.ans": "-3\n",
        "data/secret/2-any/b.in": "7 8\n", "data/secret/2-any/b.ans": "15\n",
        "submissions/accepted/sum.cpp":
            "#include <iostream>\nint main() { long long a, b; std::cin >> a >> b; std::cout << a + b << '\\n'; }\n",
        "submissions/wrong_answer/no-minus.py": "a, b = input().split()\nprint(abs(int(a)) + abs(int(b)))\n",
        "stepboard.yaml": "solutions:\n  submissions/accepted/sum.cpp: {method: 1}\n"
                          "  submissions/wrong_answer/no-minus.py: {wrong: no-minus}\n  submissions/accepted/gone.cpp: {method: 2}\n",
    }

    def setUp(self):
        self.folder = tempfile.TemporaryDirectory()
        self.pack = os.path.join(self.folder.name, "sum")
        for name, text in self.FILES.items():
            path = os.path.join(self.pack, name)
            os.makedirs(os.path.dirname(path), exist_ok=True)
            with open(path, "w") as f:
                f.write(text)

    def tearDown(self):
        self.folder.cleanup()

    def test_lists_the_packs_methods_and_mistakes_and_says_its_faults(self):
        r = cli("methods", self.pack)
        self.assertEqual((r.returncode, r.stdout), (0, "1 correct submissions/accepted/sum.cpp\n"
                                                       "no-minus wrong submissions/wrong_answer/no-minus.py\n"))
        self.assertEqual(r.stderr, "stepboard-cli: stepboard.yaml:4:3: there is no submission submissions/accepted/gone.cpp\n")

    def test_judges_every_solution_on_the_groups_with_their_scores(self):
        r = cli("judge", self.pack)
        self.assertEqual(r.returncode, 0, r.stderr)
        self.assertEqual(r.stdout, "Sum: time limit 2 s a test\n"
                                   "solution              sample  secret/1-positive (40)  secret/2-any (60)  score\n"
                                   "1 sum.cpp             AC 1/1  AC 1/1                  AC 2/2             100\n"
                                   "no-minus no-minus.py  AC 1/1  AC 1/1                  WA 1/2             70\n")
        r = cli("judge", self.pack, "--method", "no-minus", "--json")
        got = json.loads(r.stdout)
        self.assertEqual((got["method"], got["score"], got["accepted"]), ("no-minus", 70, False))
        self.assertEqual([g["verdicts"] for g in got["groups"]], [["AC"], ["AC"], ["WA", "AC"]])

    def test_judges_a_students_program_on_the_packs_groups(self):
        mine = os.path.join(self.folder.name, "mine.py")
        with open(mine, "w") as f:
            f.write("a, b = map(int, input().split())\nprint(a + b if a > 0 else 0)\n")
        r = cli("judge", self.pack, "--program", mine)
        self.assertEqual(r.returncode, 0, r.stderr)
        self.assertEqual(r.stdout, "Sum: time limit 2 s a test\n"
                                   "solution  sample  secret/1-positive (40)  secret/2-any (60)  score\n"
                                   "mine.py   AC 1/1  AC 1/1                  WA 1/2             70\n")
        r = cli("judge", self.pack, "--method", "1", "--program", mine)
        self.assertEqual([line.split()[0] for line in r.stdout.splitlines()[2:]], ["1", "mine.py"])
        self.assertEqual(cli("judge", self.pack, "--program", mine + ".txt").returncode, 1)

    def test_solves_and_traces_with_a_packs_solution(self):
        regions = os.path.join(RESOURCES, "packs", "regions")
        climb = os.path.join(regions, "data", "secret", "1-small", "01-climb-up.in")
        self.assertEqual(cli("solve", regions, climb).stdout, "1 7\n")  # method 1, in C++
        r = cli("solve", regions, "--method", "three-directions", climb)
        self.assertEqual((r.returncode, r.stdout), (0, "2 5\n"))  # the mistake: it never goes up
        r = cli("trace", regions, "--method", "2", "--code", "python", "--limit", "2", climb)
        steps = [json.loads(line) for line in r.stdout.splitlines()]
        self.assertEqual([(s["step"], s["function"]) for s in steps], [(1, "<module>"), (2, "<module>")])
        r = cli("trace", regions, "--limit", "2", climb)
        self.assertEqual(json.loads(r.stdout.splitlines()[1])["vars"], {"n": "3", "m": "3"})
        self.assertEqual(cli("solve", regions, "--method", "9", climb).returncode, 1)

    def test_stats_diverge_and_run_take_a_pack(self):
        regions = os.path.join(RESOURCES, "packs", "regions")
        rooms = os.path.join(regions, "data", "sample", "1-two-rooms.in")
        r = cli("stats", regions, "--method", "marks-late", rooms)
        self.assertEqual((r.returncode, r.stdout), (0, "method: marks-late\nfile: submissions/wrong_answer/marks-late.cpp\n"
                                                       "lines: 511\nmoves: 2\noutput: 2 17\nreference-output: 2 11\n"
                                                       "verdict: wrong\n"))
        r = cli("stats", regions, "--method", "1", "--code", "python", rooms)
        self.assertEqual(r.stdout.splitlines()[1:], ["file: submissions/accepted/bfs.py", "lines: 360", "moves: 2",
                                                     "output: 2 11", "reference-output: 2 11", "verdict: right"])
        # The mistake floods a cell twice where two cells of the flood touch it: the boards stay alike, the
        # count printed at the end does not.
        r = cli("diverge", regions, "--method", "marks-late", rooms)
        self.assertEqual(json.loads(r.stdout), {"moment": 3, "what": "output", "step": 511, "line": 42, "against": "2",
                                                "against-step": 378, "against-line": 42})
        knapsack = os.path.join(RESOURCES, "packs", "knapsack")
        items = os.path.join(knapsack, "data", "sample", "1-three-items.in")
        r = cli("diverge", knapsack, "--method", "one-row-upwards", items)
        got = json.loads(r.stdout)
        self.assertEqual((got["moment"], got["what"], got["against"]), (2, "board", "4"))
        self.assertEqual(json.loads(cli("diverge", knapsack, "--method", "3", "--against", "4", items).stdout),
                         {"moment": None})
        self.assertEqual(cli("diverge", knapsack, items).returncode, 1)  # diverge needs --method
        mine = os.path.join(self.folder.name, "mine.py")
        with open(mine, "w") as f:
            f.write("a, b = map(int, input().split())\nprint(a + b if a > 0 else 0)\n")
        r = cli("run", self.pack, "--program", mine, stdin="2 2\n")
        self.assertEqual((r.returncode, r.stdout), (0, "4\n"))
        self.assertIn("verdict: AC\n", r.stderr)
        r = cli("run", self.pack, "--program", mine, stdin="-5 2\n")
        self.assertEqual((r.returncode, r.stdout), (4, "0\n"))
        self.assertIn("verdict: WA\nline 1: prints \"0\", the right answer is \"-3\"\n", r.stderr)
        self.assertEqual(cli("run", self.pack, stdin="2 2\n").returncode, 1)  # run needs --program

    def test_growth_counts_a_solutions_lines_on_every_test_against_its_size(self):
        r = cli("growth", self.pack)
        self.assertEqual(r.returncode, 0, r.stderr)
        rows = [json.loads(line) for line in r.stdout.splitlines()]
        self.assertEqual([row["test"] for row in rows[:-1]],
                         ["sample/1", "secret/1-positive/a", "secret/2-any/a", "secret/2-any/b"])
        self.assertEqual([row["size"] for row in rows[:-1]], [4, 4, 5, 4])  # its bytes: the pack names no size
        # A line a sum, whatever the numbers: as flat as a line goes.
        self.assertTrue(all(row["stopped"] is None and row["lines"] == rows[0]["lines"] > 0 for row in rows[:-1]), rows)
        self.assertEqual(rows[-1], {"method": "1", "file": "submissions/accepted/sum.cpp", "slope": 0.0})
        # Backtracking with arrays on the queens pack's 12 tests, each measured by its n: far more than
        # linear, each n's work more than the one before.
        queens = os.path.join(RESOURCES, "packs", "queens")
        rows = [json.loads(line) for line in cli("growth", queens, "--method", "3").stdout.splitlines()]
        self.assertEqual(len(rows), 13)
        for row in rows[:-1]:
            with open(os.path.join(queens, "data", row["test"] + ".in")) as f:
                self.assertEqual(row["size"], int(f.read()))
            self.assertIsNone(row["stopped"])
        by_size = [row["lines"] for row in sorted(rows[:-1], key=lambda row: row["size"])]
        self.assertEqual(by_size, sorted(by_size))
        self.assertEqual(rows[-1]["file"], "submissions/accepted/arrays.cpp")
        self.assertGreater(rows[-1]["slope"], 2, rows[-1])
        self.assertEqual(cli("growth", "caro").returncode, 1)  # a pack's, not a problem's
        self.assertEqual(cli("growth", self.pack, "x.in").returncode, 1)  # it reads no input

    def test_check_runs_a_pack_and_says_what_reading_it_cannot_tell(self):
        r = cli("check", os.path.join(RESOURCES, "packs", "queens"))
        self.assertEqual((r.returncode, r.stdout, r.stderr), (0, "Queens: 6 solutions, 12 tests, 0 faults\n", ""))
        # The sum pack: a submission stepboard.yaml names is not there (read), and its board's variable is never
        # held by either solution, which keep none (run).
        with open(os.path.join(self.pack, "stepboard.yaml"), "a") as f:
            f.write("board:\n  variable: total\n  shape: row\n")
        r = cli("check", self.pack)
        self.assertEqual((r.returncode, r.stdout), (2, "Sum: 2 solutions, 4 tests, 3 faults\n"))
        self.assertEqual(r.stderr, "stepboard-cli: stepboard.yaml:4:3: there is no submission submissions/accepted/gone.cpp\n"
                                   "stepboard-cli: stepboard.yaml:6:13: the board's variable total is never found in "
                                   "submissions/accepted/sum.cpp\n"
                                   "stepboard-cli: stepboard.yaml:6:13: the board's variable total is never found in "
                                   "submissions/wrong_answer/no-minus.py\n")
        self.assertEqual(cli("check", "caro").returncode, 1)
        self.assertEqual(cli("check", self.pack, "--method", "1").returncode, 1)

    def test_a_pack_in_the_users_problems_folder_is_found_by_its_name(self):
        env = dict(os.environ, XDG_DATA_HOME=self.folder.name, XDG_DATA_DIRS="/nowhere")
        problems = os.path.join(self.folder.name, "StepBoard", "problems")
        os.makedirs(problems)
        os.rename(self.pack, os.path.join(problems, "sum"))
        r = subprocess.run([CLI, "methods"], capture_output=True, text=True, timeout=60, env=env)
        self.assertTrue(r.stdout.endswith("sum 1 correct\nsum no-minus wrong\n"), r.stdout)
        self.assertIn("caro 1 correct\n", r.stdout)
        r = subprocess.run([CLI, "solve", "sum"], input="20 22\n", capture_output=True, text=True, timeout=60, env=env)
        self.assertEqual((r.returncode, r.stdout), (0, "42\n"))
        r = subprocess.run([CLI, "solve", "nosuch"], input="1 2\n", capture_output=True, text=True, timeout=60, env=env)
        self.assertEqual(r.returncode, 1)
        self.assertIn("unknown problem 'nosuch'", r.stderr)

    def test_a_broken_pack_or_a_command_it_does_not_take_is_refused(self):
        with open(os.path.join(self.pack, "problem.yaml"), "w") as f:
            f.write("name: Sum\ntype: interactive\n")
        r = cli("judge", self.pack)
        self.assertEqual(r.returncode, 2)
        self.assertIn("problem.yaml:2:7: a problem of type interactive cannot be stepped or judged here\n", r.stderr)
        self.assertEqual(cli("diverge", self.pack, "--method", "1", stdin="1 2\n").returncode, 2)
        self.assertEqual(cli("judge", self.pack + "-missing").returncode, 2)
        self.assertEqual(cli("methods", self.pack).returncode, 2)


class Cards(unittest.TestCase):
    SAMPLES = os.path.join(RESOURCES, "samples", "cards")

    def sample(self, name):
        return os.path.join(self.SAMPLES, name + ".txt")

    def test_grid_answers_both_samples(self):
        self.assertEqual(cli("solve", "cards", self.sample("sample-1")).stdout, "8\n")
        self.assertEqual(cli("solve", "cards", "--method", "grid", self.sample("sample-2")).stdout, "29\n")

    def test_the_mistakes_print_what_the_editorial_says(self):
        expected = {"mistake-zero-empty": "31\n", "mistake-one-round": "23\n", "mistake-rows-only": "5\n",
                    "mistake-last-on-empty": "12\n", "mistake-score-change": "29\n"}
        for method, out in expected.items():
            r = cli("solve", "cards", "--method", method, self.sample("sample-2"))
            self.assertEqual((r.returncode, r.stdout), (0, out), method)

    NEVER_ENDS = "stepboard-cli: stopped: this method never ends on this input (round 3 repeats round 2)\n"

    def test_the_no_skip_mistake_stops_with_status_3(self):
        r = cli("solve", "cards", "--method", "mistake-no-skip", self.sample("sample-1"))
        self.assertEqual((r.returncode, r.stdout, r.stderr), (3, "", self.NEVER_ENDS))
        r = cli("trace", "cards", "--method", "mistake-no-skip", "--level", "event", "--limit", "4",
                self.sample("sample-1"))
        self.assertEqual(r.returncode, 0)
        steps = [json.loads(line) for line in r.stdout.splitlines()]
        self.assertEqual([s["kind"] for s in steps], ["remove", "remove", "pass-end", "remove"])
        # Round 2 "pairs" the two empty cells the 3s left, each EMPTY (-1): nothing leaves the table,
        # and the line before, the pair's points, took the score down by one.
        self.assertEqual((steps[3]["args"][0], steps[3]["deltas"]), (-1, []))
        r = cli("trace", "cards", "--method", "mistake-no-skip", "--limit", str(steps[3]["step"] - 2),
                self.sample("sample-1"))
        points = json.loads(r.stdout.splitlines()[-1])
        self.assertEqual((points["anchor"], points["vars"]), ("remove", {"score": 7}))

    def test_the_no_skip_mistake_says_which_round_repeats(self):
        r = cli("stats", "cards", "--method", "mistake-no-skip", self.sample("sample-1"))
        self.assertEqual((r.returncode, r.stderr), (3, self.NEVER_ENDS))
        # Every line a step: the reading and the loop's start (24 steps), rounds 1 and 2 (190 steps each:
        # the round's start, the row, 8 one-card columns, the verdict), round 3's start.
        self.assertEqual(r.stdout, "method: mistake-no-skip\nsteps: 405\nevents: 6\ncells-looked: 32\n"
                                   "comparisons: 32\npairs-removed: 4\nrounds: 3\n"
                                   "stopped: never-ends\nrepeats: round 3 is round 2 again\n"
                                   "reference-output: 8\nverdict: wrong\n")

    def test_the_no_skip_trace_ends_on_the_step_that_says_it_repeats(self):
        r = cli("trace", "cards", "--method", "mistake-no-skip", self.sample("sample-1"))
        self.assertEqual((r.returncode, r.stderr), (3, self.NEVER_ENDS))
        last = json.loads(r.stdout.splitlines()[-1])
        self.assertEqual((last["step"], last["anchor"], last["narration"], last["args"]),
                         (405, "round", "round-repeats", [3, 2]))

    def test_stats_judge_a_right_and_a_wrong_method(self):
        r = cli("stats", "cards", "--method", "grid", self.sample("sample-2"))
        self.assertEqual((r.returncode, r.stdout.splitlines()[-3:]), (0, ["output: 29", "reference-output: 29",
                                                                          "verdict: right"]))
        r = cli("stats", "cards", "--method", "mistake-rows-only", self.sample("sample-2"))
        self.assertEqual(r.stdout, "method: mistake-rows-only\nsteps: 360\nevents: 5\ncells-looked: 36\n"
                                   "comparisons: 32\npairs-removed: 2\nrounds: 2\n"
                                   "output: 5\nreference-output: 29\nverdict: wrong\n")

    def test_an_empty_input_asks_for_n_and_m(self):
        for text in ["", "\n  \n"]:
            r = cli("solve", "cards", stdin=text)
            self.assertEqual((r.returncode, r.stdout), (2, ""))
            self.assertEqual(r.stderr[r.stderr.index(": ") + 2:], "the input ends before its first line, which gives n and m\n")

    def test_a_value_not_there_twice_is_named_with_its_place(self):
        r = cli("solve", "cards", stdin="2 2\n4 5\n4 6\n")
        self.assertEqual(r.returncode, 2)
        self.assertEqual(r.stderr, "input:2:3: value 5 appears only once (row 1, column 2): "
                                   "every value must appear exactly twice\n")

    def test_a_pair_leaves_the_table_one_card_a_line(self):
        r = cli("trace", "cards", "--level", "event", self.sample("self-test-2"))
        steps = [json.loads(line) for line in r.stdout.splitlines()]
        self.assertEqual([s["kind"] for s in steps], ["remove", "pass-end", "remove", "pass-end", "pass-end", "win"])
        # The pair is gone on the line that sets its remembered card EMPTY; the line before took the other.
        self.assertEqual((steps[0]["anchor"], steps[0]["deltas"]), ("take-last", [{"cell": [0, 1], "from": 1, "to": 0}]))
        r = cli("trace", "cards", "--limit", str(steps[0]["step"] - 1), self.sample("self-test-2"))
        here = json.loads(r.stdout.splitlines()[-1])
        self.assertEqual((here["anchor"], here["deltas"]), ("take-here", [{"cell": [0, 2], "from": 1, "to": 0}]))
        self.assertEqual(steps[-1]["vars"], {"score": 8})


class Accordion(unittest.TestCase):
    SAMPLES = os.path.join(RESOURCES, "samples", "accordion")
    SAMPLE_OUT = "6 piles remaining: 40 8 1 1 1 1\n1 pile remaining: 52\n"

    def sample(self, name):
        return os.path.join(self.SAMPLES, name + ".txt")

    def deck(self):
        with open(self.sample("sample")) as f:
            return f.read().splitlines()[:2]

    def check(self, text, line):
        r = cli("solve", "accordion", stdin=text)
        self.assertEqual((r.returncode, r.stdout, r.stderr), (2, "", line + "\n"))

    def test_every_correct_method_prints_the_sample_lines(self):
        for method in ["deal", "restart", "resume"]:
            r = cli("solve", "accordion", "--method", method, self.sample("sample"))
            self.assertEqual((r.returncode, r.stdout, r.stderr), (0, self.SAMPLE_OUT, ""), method)
        self.assertEqual(cli("solve", "accordion", self.sample("one-pile")).stdout, "1 pile remaining: 52\n")

    def test_the_mistakes_print_other_piles(self):
        r = cli("solve", "accordion", "--method", "mistake-one-first", self.sample("three-before-one"))
        self.assertEqual(r.stdout, "6 piles remaining: 42 3 3 2 1 1\n")
        r = cli("solve", "accordion", "--method", "mistake-sweep-on", self.sample("leftmost-first"))
        self.assertEqual(r.stdout, "5 piles remaining: 18 21 8 4 1\n")

    def test_methods_in_menu_order(self):
        self.assertEqual(cli("methods", "accordion").stdout,
                         "accordion deal correct\naccordion restart correct\naccordion resume correct\n"
                         "accordion mistake-one-first wrong\naccordion mistake-sweep-on wrong\n")

    def test_stats_count_comparisons_moves_compactions_and_decks(self):
        r = cli("stats", "accordion", self.sample("sample"))
        self.assertEqual((r.returncode, r.stderr), (0, ""))
        # 97 piles close up: 46 in the first deck, 51 in the second.
        self.assertEqual(r.stdout, "method: resume\nsteps: 5882\nevents: 377\ncomparisons: 466\ncard-moves: 173\n"
                                   "compactions: 97\ndecks: 2\noutput: " + self.SAMPLE_OUT +
                                   "reference-output: " + self.SAMPLE_OUT + "verdict: right\n")

    def test_stats_count_the_lines_of_the_listing_in_each_language(self):
        # C++ reads the deck card by card and stops on closing braces; Python runs its module level.
        steps = {code: cli("stats", "accordion", "--code", code, self.sample("sample")).stdout.splitlines()[1]
                 for code in ("cpp", "python")}
        self.assertEqual(steps, {"cpp": "steps: 5882", "python": "steps: 4598"})

    def test_stats_judge_the_sweep_on_mistake_wrong(self):
        r = cli("stats", "accordion", "--method", "mistake-sweep-on", self.sample("sample"))
        self.assertEqual(r.stdout.splitlines()[-1], "verdict: wrong")
        self.assertIn("output: 2 piles remaining: 40 12\n3 piles remaining: 25 24 3\n", r.stdout)

    def test_a_move_carries_the_card_from_one_pile_to_the_other(self):
        r = cli("trace", "accordion", self.sample("sample"))
        steps = [json.loads(line) for line in r.stdout.splitlines()]
        at = next(n for n, s in enumerate(steps) if s["kind"] == "card-move")
        move, take, empty, compact = steps[at:at + 4]
        # AD (code 1, cell value 2) lands on QD on pile 0, inside moveCard (main > play > moveCard);
        # the next line takes it off pile 1, which is left empty (-1: a pile with no card) and closes up.
        self.assertEqual((move["anchor"], move["depth"]), ("move", 3))
        self.assertEqual((move["narration"], move["args"]), ("move", [1, 1, 0, 1]))
        self.assertEqual(move["deltas"], [{"cell": [0, 1], "from": 0, "to": 2}])
        self.assertEqual(move["highlights"], [{"source": 1}, {"target": 0}])
        self.assertEqual((take["anchor"], take["deltas"]), ("take", [{"cell": [1, 0], "from": 2, "to": -1}]))
        self.assertEqual((empty["anchor"], empty["narration"], empty["args"]), ("empty-check", "empty-check", [1, 0]))
        self.assertEqual((compact["anchor"], compact["kind"]), ("compact", "compaction"))

    def test_a_token_that_is_no_card(self):
        first, second = self.deck()
        for bad in ["1H", "QX", "10H", "qd"]:
            self.check(first.replace("8H", bad, 1) + "\n" + second + "\n#\n",
                       "input:1:7: not a card: a card is a rank (A23456789TJQK) followed by a suit (CDHS), like QH or TC")

    def test_a_card_twice_in_one_deck(self):
        first, second = self.deck()
        self.check(first + "\n" + second.replace("7D", "QD") + "\n#\n",
                   "input:2:4: deck 1: QD is there twice (first as card 1)")

    def test_a_deck_cut_short(self):
        first, second = self.deck()
        self.check(first + "\n" + second + "\n" + first + "\n#\n",
                   "input:4:1: deck 2 is cut short: 52 cards expected, 26 found")
        self.check(first + "\n", "input:2:1: deck 1 is cut short: 52 cards expected, 26 found")

    def test_no_deck_at_all(self):
        self.check("#\n", "input:1:1: the input holds no deck: it needs at least one deck of 52 cards")
        self.check("", "input:1:1: the input holds no deck: it needs at least one deck of 52 cards")

    def test_text_after_the_end_line(self):
        first, second = self.deck()
        self.check(first + "\n" + second + "\n# end\n\nAH\n",
                   "input:5:1: text after the line that starts with #, which ends the input")


class Mayan(unittest.TestCase):
    SAMPLES = os.path.join(RESOURCES, "samples", "mayan")
    SAMPLE_OUT = "2 1 1\n3 1 1\n3 0 1\n"

    def sample(self, name):
        return os.path.join(self.SAMPLES, name + ".txt")

    def check(self, text, line):
        r = cli("solve", "mayan", stdin=text)
        self.assertEqual((r.returncode, r.stdout, r.stderr), (2, "", line + "\n"))

    def test_every_correct_method_prints_the_noip_answer(self):
        for method in ["dfs", "dfs-plain", "dfs-pruned"]:
            r = cli("solve", "mayan", "--method", method, self.sample("sample"))
            self.assertEqual((r.returncode, r.stdout, r.stderr), (0, self.SAMPLE_OUT, ""), method)

    def test_each_mistake_fails_on_its_board(self):
        for method, board, out in [("mistake-skip-equal", "wasted-swap", "-1\n"),
                                   ("mistake-clear-once", "chain", "-1\n"),
                                   ("mistake-clear-at-once", "clear-at-once", "2 0 -1\n3 1 -1\n3 2 -1\n"),
                                   ("mistake-no-fall", "no-fall", "2 0 -1\n2 1 -1\n")]:
            r = cli("solve", "mayan", "--method", method, self.sample(board))
            self.assertEqual((r.returncode, r.stdout), (0, out), method)
            right = cli("solve", "mayan", self.sample(board)).stdout
            self.assertNotEqual(right, out, board)

    def test_methods_in_menu_order(self):
        self.assertEqual(cli("methods", "mayan").stdout,
                         "mayan dfs correct\nmayan dfs-plain correct\nmayan dfs-pruned correct\n"
                         "mayan mistake-skip-equal wrong\nmayan mistake-clear-at-once wrong\n"
                         "mayan mistake-clear-once wrong\nmayan mistake-no-fall wrong\n")

    def test_stats_count_the_search(self):
        r = cli("stats", "mayan", self.sample("sample"))
        self.assertEqual((r.returncode, r.stderr), (0, ""))
        self.assertEqual(r.stdout, "method: dfs-pruned\nsteps: 343322\nevents: 3426\ncells-looked: 36470\n"
                                   "dfs-nodes: 877\nmoves-tried: 876\noutput: " + self.SAMPLE_OUT +
                                   "reference-output: " + self.SAMPLE_OUT + "verdict: right\n")

    def test_moves_outside_one_to_five(self):
        self.check("0\n1 0\n0\n0\n0\n0\n", "input:1:1: number of moves 0 is outside 1..5")

    def test_a_colour_outside_one_to_ten(self):
        self.check("3\n11 0\n0\n0\n0\n0\n", "input:2:1: column 0: colour 11 is outside 1..10")

    def test_a_column_of_eight_blocks(self):
        self.check("1\n1 2 1 2 1 2 1 2 0\n0\n0\n0\n0\n", "input:2:15: column 0 has more than 7 blocks")

    def test_a_column_without_its_zero(self):
        self.check("1\n1 2", "input:2:4: column 0: the line ends before the 0 that ends the column")

    def test_a_column_line_without_its_zero_is_named_at_the_end_of_that_line(self):
        # The statement's sample with the first column's 0 left out: read as one stream, the
        # columns would merge into another board and the answer would be -1.
        self.check("3\n1\n2 1 0\n2 3 4 0\n3 1 0\n2 4 3 4 0\n0\n",
                   "input:2:2: column 0: the line ends before the 0 that ends the column")
        self.check("3\n1 0\n2 1\n2 3 4 0\n3 1 0\n2 4 3 4 0\n0\n",
                   "input:3:4: column 1: the line ends before the 0 that ends the column")

    def test_two_columns_on_one_line(self):
        self.check("1\n1 0 2 0\n0\n0\n0\n", "input:2:5: column 0 ends at its 0: the next column goes on the next line")

    def test_everything_on_one_line(self):
        self.check("3 1 0 2 1 0 2 3 4 0 3 1 0 2 4 3 4 0\n",
                   "input:1:3: the first line holds n alone: the columns start on the next line")

    def test_blank_lines_and_no_final_line_end_are_taken(self):
        r = cli("solve", "mayan", stdin="3\n\n1 0 \n2 1 0\n\n2 3 4 0\n3 1 0\n2 4 3 4 0")
        self.assertEqual((r.returncode, r.stdout, r.stderr), (0, self.SAMPLE_OUT, ""))

    def test_a_board_that_clears_before_any_move(self):
        self.check("1\n2 0\n2 0\n2 0\n0\n0\n",
                   "input:2:1: column 0, row 0: three or more blocks of colour 2 in a line before any move, "
                   "which the puzzle rules out")

    def test_fewer_than_five_columns(self):
        self.check("1\n1 0\n0\n", "input:4:1: the input ends early: 5 columns expected, 2 found")

    def test_anything_after_the_fifth_column(self):
        self.check("1\n0\n0\n0\n0\n0\n5\n", "input:7:1: unexpected text after the end of the input")

    def test_anything_not_a_number(self):
        self.check("1\nx 0\n", "input:2:1: expected a whole number")

    def test_an_empty_input_asks_for_n(self):
        self.check("", "input:1:1: the input ends before its first line, which gives n")


class Judge(unittest.TestCase):
    def test_caro_table_has_a_row_per_method_and_the_editorials_scores(self):
        r = cli("judge", "caro")
        self.assertEqual((r.returncode, r.stderr), (0, ""))
        lines = r.stdout.splitlines()
        self.assertEqual(lines[0], "caro: time limit 1 s a test")
        self.assertEqual(lines[1].split(), ["method", "N", "<=", "15", "(30)", "N", "<=", "300", "(30)",
                                            "N", "<=", "5000", "(40)", "score"])
        rows = {line.split()[0]: line.split()[1:] for line in lines[2:]}
        self.assertEqual(rows["1"], ["AC", "10/10", "TLE", "0/9", "TLE", "0/11", "30"])
        self.assertEqual(rows["2"], ["AC", "10/10", "AC", "9/9", "TLE", "0/11", "60"])
        self.assertEqual(rows["3"], ["AC", "10/10", "AC", "9/9", "AC", "11/11", "100"])
        self.assertEqual(rows["trap-endpoint"], ["WA", "6/10", "WA", "3/9", "WA", "3/11", "38.9"])
        self.assertEqual(rows["trap-exact5"], ["WA", "8/10", "WA", "6/9", "WA", "7/11", "69.5"])
        self.assertEqual(rows["trap-no-antidiag"], ["WA", "8/10", "WA", "6/9", "WA", "7/11", "69.5"])

    def test_json_prints_one_object_per_method(self):
        r = cli("judge", "cards", "--json")
        self.assertEqual((r.returncode, r.stderr), (0, ""))
        objects = [json.loads(line) for line in r.stdout.splitlines()]
        self.assertEqual([o["method"] for o in objects], ["row", "grid", "mistake-zero-empty", "mistake-score-change",
                                                          "mistake-one-round", "mistake-rows-only", "mistake-no-skip",
                                                          "mistake-last-on-empty"])
        row = objects[0]
        self.assertEqual(list(row), ["problem", "method", "score", "subtasks"])
        self.assertEqual((row["problem"], row["score"]), ("cards", 60))
        self.assertEqual([(s["name"], s["weight"], s["passed"], s["total"]) for s in row["subtasks"]],
                         [("n = 1", 60, 9, 9), ("any n", 40, 0, 8)])
        self.assertEqual(row["subtasks"][1]["verdicts"], ["WA"] * 8)
        self.assertEqual(objects[1]["score"], 100)
        for o in objects[2:]:
            self.assertLess(o["score"], 100, o["method"])
        self.assertIn("TLE", objects[6]["subtasks"][0]["verdicts"])

    def test_one_method_and_a_time_limit(self):
        r = cli("judge", "caro", "--method", "3", "--time-limit", "0.001", "--json")
        self.assertEqual(r.returncode, 0)
        o = json.loads(r.stdout)
        self.assertEqual(o["method"], "3")
        self.assertEqual([s["verdicts"].count("TLE") for s in o["subtasks"]], [0, 9, 11])
        self.assertEqual(o["score"], 30)

    def test_accordion_and_mayan_correct_methods_score_a_hundred(self):
        for problem, correct in [("accordion", ["deal", "restart", "resume"]), ("mayan", ["dfs", "dfs-plain", "dfs-pruned"])]:
            scores = {o["method"]: o["score"] for o in map(json.loads, cli("judge", problem, "--json").stdout.splitlines())}
            for method, score in scores.items():
                if method in correct:
                    self.assertEqual(score, 100, method)
                else:
                    self.assertLess(score, 100, method)

    def test_usage_errors(self):
        for args, message in [(["judge", "caro", "--method", "4"], "problem caro has no method '4'"),
                              (["judge", "caro", SAMPLE], "judge runs the built-in tests and reads no input"),
                              (["judge"], "which problem?")]:
            r = cli(*args)
            self.assertEqual(r.returncode, 1, args)
            self.assertEqual(r.stderr.splitlines()[0], "stepboard-cli: " + message)



class Help(unittest.TestCase):
    COMMANDS = ["solve", "trace", "stats", "methods", "judge", "diverge", "run"]

    def test_help_prints_every_command_and_exits_0(self):
        for args in (["--help"], ["-h"], ["help"]):
            r = cli(*args)
            self.assertEqual((r.returncode, r.stderr), (0, ""), args)
            for command in self.COMMANDS:
                self.assertIn("stepboard-cli " + command + " ", r.stdout, (args, command))
            self.assertIn("Exit status:", r.stdout, args)

    def test_a_commands_help_tells_its_options_and_exits_0(self):
        r = cli("judge", "--help")
        self.assertEqual((r.returncode, r.stderr), (0, ""))
        self.assertTrue(r.stdout.startswith("Usage: stepboard-cli judge PROBLEM"), r.stdout)
        for option in ["--method ID", "--program FILE", "--time-limit S", "--memory-limit MB", "--json"]:
            self.assertIn(option, r.stdout, option)
        self.assertNotIn("--level", r.stdout)
        # Wherever --help stands, and as `help COMMAND`.
        self.assertEqual(cli("judge", "caro", "--method", "3", "--help").stdout, r.stdout)
        self.assertEqual(cli("help", "judge").stdout, r.stdout)
        for command in self.COMMANDS:
            h = cli(command, "--help")
            self.assertEqual(h.returncode, 0, command)
            self.assertTrue(h.stdout.startswith("Usage: stepboard-cli " + command), command)

    def test_version_exits_0(self):
        r = cli("--version")
        self.assertEqual((r.returncode, r.stderr), (0, ""))
        self.assertRegex(r.stdout, r"^stepboard-cli \d+\.\d+\.\d+\n$")

    def test_help_on_a_command_there_is_not_is_a_usage_error(self):
        for args in (["bogus", "--help"], ["help", "bogus"]):
            r = cli(*args)
            self.assertEqual((r.returncode, r.stdout), (1, ""), args)
            self.assertEqual(r.stderr.splitlines()[0], "stepboard-cli: unknown command 'bogus'", args)
            self.assertIn("  stepboard-cli judge PROBLEM", r.stderr, args)

class TimeLimit(unittest.TestCase):
    REFUSED = "stepboard-cli: --time-limit needs seconds from 0.001 to 10, written like 2 or 0.5 (at most 3 decimals)"

    def test_plain_decimals_from_a_millisecond_to_ten_seconds_are_taken_and_printed_as_written(self):
        for given, shown in [("2", "2"), ("0.5", "0.5"), ("0.001", "0.001"), ("10", "10"), ("10.000", "10"),
                             ("02.50", "2.5"), ("1.25", "1.25")]:
            r = cli("judge", "cards", "--method", "grid", "--time-limit", given)
            self.assertEqual((r.returncode, r.stderr), (0, ""), given)
            self.assertEqual(r.stdout.splitlines()[0], f"cards: time limit {shown} s a test", given)

    def test_hex_exponents_signs_and_other_spellings_are_refused(self):
        for given in ["0x10", "0X1p3", "1e-300", "1e6", "1E0", "+2", "-1", ".5", "5.", " 2", "2 ", "1,5", "inf", "nan",
                      "infinity", "", "2s", "٣"]:
            r = cli("judge", "cards", "--method", "grid", "--time-limit", given)
            self.assertEqual((r.returncode, r.stdout, r.stderr.splitlines()[0]), (1, "", self.REFUSED), given)

    def test_limits_outside_the_range_or_finer_than_a_millisecond_are_refused(self):
        for given in ["0", "0.000", "0.0009", "0.0005", "10.001", "11", "60", "99999999999999999999",
                      "1" + "0" * 400]:
            r = cli("judge", "cards", "--method", "grid", "--time-limit", given)
            self.assertEqual((r.returncode, r.stdout, r.stderr.splitlines()[0]), (1, "", self.REFUSED), given)


class Diverge(unittest.TestCase):
    def sample(self, problem, name):
        return os.path.join(RESOURCES, "samples", problem, name + ".txt")

    def test_a_trap_parts_from_the_reference_on_the_winning_move(self):
        r = cli("diverge", "caro", "--method", "trap-exact5", self.sample("caro", "line-of-six"))
        self.assertEqual((r.returncode, r.stderr), (0, ""))
        self.assertEqual(r.stdout, '{"moment":11,"step":850,'
                                   '"reference":"move 11: X at row 2, column 4: wins with 6 in a line on the row",'
                                   '"method":"move 11: X at row 2, column 4: no five found"}\n')

    def test_null_when_they_never_differ(self):
        r = cli("diverge", "caro", "--method", "trap-endpoint", SAMPLE)
        self.assertEqual((r.returncode, r.stdout), (0, '{"moment":null}\n'))

    def test_a_card_mistake_and_the_round_it_goes_wrong(self):
        r = cli("diverge", "cards", "--method", "mistake-no-skip", self.sample("cards", "self-test-1"))
        o = json.loads(r.stdout)
        self.assertEqual(list(o), ["moment", "step", "reference", "method"])
        self.assertEqual((o["moment"], o["method"]), (2, "round 2: takes off two empty cells at (1,2) and (1,3)"))

    def test_against_another_method(self):
        r = cli("diverge", "mayan", "--method", "mistake-skip-equal", "--against", "dfs-pruned",
                self.sample("mayan", "prunes"))
        self.assertEqual(json.loads(r.stdout)["moment"], 2)
        r = cli("diverge", "accordion", "--method", "mistake-one-first", "--against", "restart",
                self.sample("accordion", "three-before-one"))
        self.assertEqual(json.loads(r.stdout)["method"], "deck 1, move 1: 4C from pile 3 onto pile 2 (1 to the left)")

    def test_needs_a_method_and_known_ids(self):
        r = cli("diverge", "caro", SAMPLE)
        self.assertEqual((r.returncode, r.stderr.splitlines()[0]), (1, "stepboard-cli: diverge needs --method"))
        r = cli("diverge", "caro", "--method", "3", "--against", "9", SAMPLE)
        self.assertEqual((r.returncode, r.stderr.splitlines()[0]), (1, "stepboard-cli: problem caro has no method '9'"))

    def test_bad_input_is_reported_as_the_other_commands_do(self):
        r = cli("diverge", "caro", "--method", "trap-endpoint", stdin="7 3\n1 1\n2 2\n1 1\n")
        self.assertEqual((r.returncode, r.stdout), (2, ""))
        self.assertEqual(r.stderr, "input:4:1: move 3: cell (1, 1) was already played at move 1\n")


def cli_bytes(*args, stdin=b""):
    return subprocess.run([CLI, *args], input=stdin, capture_output=True, timeout=120)


class InputFiles(unittest.TestCase):
    """The reader the window shares: folders, endless sources, a byte-order mark, NUL bytes, line ends."""

    def test_a_folder_cannot_be_read_by_any_command(self):
        folder = tempfile.mkdtemp()
        try:
            for command in ["solve", "trace", "stats"]:
                r = cli(command, "caro", folder)
                self.assertEqual((r.returncode, r.stdout, r.stderr),
                                 (1, "", f"stepboard-cli: cannot read {folder}: it is a folder\n"), command)
            r = cli("diverge", "caro", "--method", "trap-endpoint", folder)
            self.assertEqual((r.returncode, r.stderr), (1, f"stepboard-cli: cannot read {folder}: it is a folder\n"))
        finally:
            os.rmdir(folder)

    def test_a_missing_file_cannot_be_read(self):
        r = cli("solve", "caro", "/nonexistent/input.txt")
        self.assertEqual((r.returncode, r.stdout, r.stderr), (1, "", "stepboard-cli: cannot read /nonexistent/input.txt\n"))

    def test_a_named_device_is_refused_as_not_a_regular_file(self):
        r = cli("solve", "caro", "/dev/zero")
        self.assertEqual((r.returncode, r.stdout, r.stderr),
                         (1, "", "stepboard-cli: cannot read /dev/zero: it is not a regular file\n"))

    def test_an_endless_device_on_standard_input_stops_at_the_limit(self):
        with open("/dev/zero", "rb") as zero:
            r = subprocess.run([CLI, "solve", "caro"], stdin=zero, capture_output=True, text=True, timeout=120)
        self.assertEqual((r.returncode, r.stdout, r.stderr),
                         (1, "", "stepboard-cli: cannot read standard input: larger than 16 MB, the most an input may be\n"))

    def test_a_fifo_with_no_writer_is_refused_at_once_by_every_command(self):
        folder = tempfile.mkdtemp()
        fifo = os.path.join(folder, "input.fifo")
        os.mkfifo(fifo)
        try:
            for command in ["solve", "trace", "stats"]:
                # A regression blocks on the FIFO: the timeout makes it fail instead of hanging.
                r = subprocess.run([CLI, command, "caro", fifo], capture_output=True, text=True, timeout=20)
                self.assertEqual((r.returncode, r.stdout, r.stderr),
                                 (1, "", f"stepboard-cli: cannot read {fifo}: it is not a regular file\n"), command)
        finally:
            os.unlink(fifo)
            os.rmdir(folder)

    def test_a_symlink_is_followed_to_a_file_and_refused_to_a_device(self):
        folder = tempfile.mkdtemp()
        to_sample, to_zero = os.path.join(folder, "sample.txt"), os.path.join(folder, "zero.txt")
        os.symlink(os.path.abspath(SAMPLE), to_sample)
        os.symlink("/dev/zero", to_zero)
        try:
            r = cli("solve", "caro", to_sample)
            self.assertEqual((r.returncode, r.stdout, r.stderr), (0, "10\n", ""))
            r = cli("solve", "caro", to_zero)
            self.assertEqual((r.returncode, r.stdout, r.stderr),
                             (1, "", f"stepboard-cli: cannot read {to_zero}: it is not a regular file\n"))
        finally:
            os.unlink(to_sample)
            os.unlink(to_zero)
            os.rmdir(folder)

    def test_an_endless_pipe_stops_at_the_limit(self):
        endless = subprocess.Popen(["yes", "1 1"], stdout=subprocess.PIPE)
        try:
            r = subprocess.run([CLI, "solve", "caro"], stdin=endless.stdout, capture_output=True, text=True, timeout=120)
        finally:
            endless.kill()
            endless.wait()
            endless.stdout.close()
        self.assertEqual((r.returncode, r.stdout, r.stderr),
                         (1, "", "stepboard-cli: cannot read standard input: larger than 16 MB, the most an input may be\n"))

    def test_a_file_of_sixteen_megabytes_is_read_and_one_byte_more_is_not(self):
        with open(SAMPLE, "rb") as f:
            sample = f.read()
        with tempfile.NamedTemporaryFile("wb", suffix=".txt", delete=False) as f:
            f.write(sample + b" " * (16 * 1024 * 1024 - len(sample)))
        try:
            r = cli("solve", "caro", f.name)
            self.assertEqual((r.returncode, r.stdout, r.stderr), (0, "10\n", ""))
            with open(f.name, "ab") as more:
                more.write(b" ")
            r = cli("solve", "caro", f.name)
            self.assertEqual((r.returncode, r.stderr),
                             (1, f"stepboard-cli: cannot read {f.name}: larger than 16 MB, the most an input may be\n"))
        finally:
            os.unlink(f.name)

    def test_a_leading_byte_order_mark_is_dropped(self):
        with open(SAMPLE, "rb") as f:
            sample = f.read()
        r = cli_bytes("solve", "caro", stdin=b"\xef\xbb\xbf" + sample)
        self.assertEqual((r.returncode, r.stdout, r.stderr), (0, b"10\n", b""))
        r = cli_bytes("solve", "caro", stdin=b"\xef\xbb\xbf\xef\xbb\xbf" + sample)
        self.assertEqual((r.returncode, r.stderr), (2, b"input:1:1: expected a whole number\n"))

    def test_a_nul_byte_is_unexpected_text_at_its_place(self):
        r = cli_bytes("solve", "caro", stdin=b"5 1\n3 3\n\0junk 9 9 9")
        self.assertEqual((r.returncode, r.stdout, r.stderr), (2, b"", b"input:3:1: unexpected text after the end of the input\n"))

    def test_lines_end_at_carriage_returns_newlines_or_both(self):
        for text, line in [(b"7 2\r1 1\r1 1\r", 3), (b"7 2\r\n1 1\r\n1 1\r\n", 3), (b"7 2\n1 1\r\r1 1\n", 4)]:
            r = cli_bytes("solve", "caro", stdin=text)
            self.assertEqual((r.returncode, r.stderr),
                             (2, b"input:%d:1: move 2: cell (1, 1) was already played at move 1\n" % line), text)
        r = cli_bytes("solve", "mayan", stdin=b"3\r1 0\r0\r0\r0\r11 0\r")
        self.assertEqual(r.stderr, b"input:6:1: column 4: colour 11 is outside 1..10\n")


class Writes(unittest.TestCase):
    """Standard output that cannot be written: a full disk (/dev/full), a pipe whose reader has gone."""
    FULL = "stepboard-cli: cannot write the output: No space left on device\n"

    def into_full_disk(self, *args):
        with open("/dev/full", "w") as full:
            return subprocess.run([CLI, *args], stdout=full, stderr=subprocess.PIPE, text=True, timeout=120)

    def test_every_command_that_prints_exits_1_and_says_why(self):
        mayan = os.path.join(RESOURCES, "samples", "mayan", "sample.txt")
        for args in [["solve", "caro", SAMPLE], ["trace", "caro", SAMPLE], ["trace", "mayan", "--limit", "1", mayan],
                     ["stats", "caro", SAMPLE], ["methods"], ["methods", "mayan"],
                     ["judge", "caro", "--method", "3"], ["judge", "cards", "--method", "grid", "--json"],
                     ["diverge", "caro", "--method", "trap-endpoint", SAMPLE]]:
            r = self.into_full_disk(*args)
            self.assertEqual((r.returncode, r.stderr), (1, self.FULL), args)

    def test_a_trace_into_a_full_disk_stops_at_its_first_write(self):
        # Line by line this trace runs to the cap of 100 million steps (about 15 GB): had it gone on
        # after the failed write, it would also say it stopped there, too slow.
        with tempfile.NamedTemporaryFile("w", suffix=".txt", delete=False) as f:
            f.write(sparse_game(5000, 20, 3))
        try:
            r = self.into_full_disk("trace", "caro", "--method", "1", f.name)
        finally:
            os.unlink(f.name)
        self.assertEqual((r.returncode, r.stderr), (1, self.FULL))

    def run_into_closed_pipe(self, ignore_sigpipe):
        """A long trace whose reader takes one line and goes, like `| head -1`."""
        with tempfile.NamedTemporaryFile("w", suffix=".txt", delete=False) as f:
            f.write(sparse_game(5000, 20, 3))
        ignore = (lambda: signal.signal(signal.SIGPIPE, signal.SIG_IGN)) if ignore_sigpipe else None
        try:
            p = subprocess.Popen([CLI, "trace", "caro", "--method", "1", f.name], stdout=subprocess.PIPE,
                                 stderr=subprocess.PIPE, text=True, preexec_fn=ignore)
            try:
                first = p.stdout.readline()
                p.stdout.close()
                stderr = p.stderr.read()
                p.wait(timeout=60)
            finally:
                p.kill()
                p.wait()
                p.stderr.close()
        finally:
            os.unlink(f.name)
        self.assertEqual(json.loads(first)["step"], 1)
        return p.returncode, stderr

    def test_a_closed_pipe_ends_the_program_by_sigpipe_without_a_word(self):
        self.assertEqual(self.run_into_closed_pipe(False), (-signal.SIGPIPE, ""))

    def test_a_closed_pipe_with_sigpipe_ignored_is_a_write_error(self):
        self.assertEqual(self.run_into_closed_pipe(True), (1, "stepboard-cli: cannot write the output: Broken pipe\n"))


class Arguments(unittest.TestCase):
    def check(self, args, message):
        r = cli(*args, SAMPLE)
        self.assertEqual((r.returncode, r.stdout), (1, ""), args)
        self.assertEqual(r.stderr.splitlines()[0], "stepboard-cli: " + message, args)

    def test_a_negative_or_signed_limit_is_refused(self):
        for limit in ["-1", "+3", "", "1e3", "99999999999999999999"]:
            self.check(["trace", "caro", "--limit", limit], "--limit needs a whole number of steps, 0 or more")

    def test_a_limit_in_hex_with_a_point_spaces_or_past_the_largest_count_is_refused(self):
        for limit in ["0x10", "0X10", "-0", "+0", "1.0", "5.", " 5", "5 ", "1_000", "٣", "18446744073709551616",
                      "1" + "0" * 400]:
            self.check(["trace", "caro", "--limit", limit], "--limit needs a whole number of steps, 0 or more")

    def test_a_limit_in_plain_digits_up_to_the_largest_count_is_taken(self):
        for limit, steps in [("3", 3), ("007", 7), ("18446744073709551615", 794)]:
            r = cli("trace", "caro", "--limit", limit, SAMPLE)
            self.assertEqual((r.returncode, r.stderr, len(r.stdout.splitlines())), (0, "", steps), limit)

    def test_a_limit_of_zero_prints_no_step(self):
        r = cli("trace", "caro", "--limit", "0", SAMPLE)
        self.assertEqual((r.returncode, r.stdout, r.stderr), (0, "", ""))

    def test_an_empty_method_is_refused(self):
        for command in ["solve", "trace", "stats", "diverge"]:
            self.check([command, "caro", "--method", ""], "--method needs a method id")
        self.check(["diverge", "caro", "--method", "3", "--against", ""], "--against needs a method id")

    def test_options_of_trace_are_refused_by_solve_and_stats(self):
        for command in ["solve", "stats"]:
            self.check([command, "caro", "--limit", "5"], f"{command} takes no --limit")
            self.check([command, "caro", "--level", "event"], f"{command} takes no --level")

    def test_options_of_judge_and_diverge_are_refused_elsewhere(self):
        self.check(["solve", "caro", "--json"], "solve takes no --json")
        self.check(["trace", "caro", "--time-limit", "2"], "trace takes no --time-limit")
        self.check(["stats", "caro", "--against", "1"], "stats takes no --against")
        r = cli("methods", "caro", "--method", "3")
        self.assertEqual((r.returncode, r.stderr.splitlines()[0]), (1, "stepboard-cli: methods takes no --method"))


def program(text, suffix):
    """A student's program in a file of its own; the caller removes it."""
    with tempfile.NamedTemporaryFile("w", suffix=suffix, delete=False) as f:
        f.write(text)
    return f.name


class TraceProgram(unittest.TestCase):
    """A student's own program recorded line by line in the sandbox, one JSON object a line it ran."""

    def trace(self, text, suffix, *args, input_path=SAMPLE):
        path = program(text, suffix)
        try:
            return cli("trace", "caro", "--program", path, *args, input_path)
        finally:
            os.unlink(path)

    def test_each_line_it_runs_is_one_object_with_what_changed(self):
        text = ("n, k = map(int, input().split())\n"
                "last = None\n"
                "for t in range(k):\n"
                "    last = input().split()\n"
                "print(0)\n")
        r = self.trace(text, ".py")
        self.assertEqual((r.returncode, r.stderr), (0, ""))
        steps = [json.loads(line) for line in r.stdout.splitlines()]
        # The module's lines: two before the loop, then the loop's header and body 12 times, the
        # header once more, and the print.
        self.assertEqual([s["line"] for s in steps], [1, 2] + [3, 4] * 12 + [3, 5])
        self.assertEqual([s["step"] for s in steps], list(range(1, len(steps) + 1)))
        self.assertEqual(steps[0], {"step": 1, "line": 1, "depth": 1, "function": "<module>", "vars": {},
                                    "input": 0, "output": 0})
        self.assertEqual(steps[1]["vars"], {"n": "7", "k": "12"})
        self.assertEqual(steps[1]["input"], len("7 12\n"))
        self.assertEqual(steps[4]["vars"], {"last": '["4", "4"]'})
        with open(SAMPLE) as f:
            self.assertEqual(steps[-1]["input"], len(f.read()))

    def test_a_cpp_listing_and_the_limit(self):
        path = os.path.join(RESOURCES, "listings", "caro", "count-outwards.cpp")
        r = cli("trace", "caro", "--program", path, "--limit", "5", SAMPLE)
        self.assertEqual(r.returncode, 0, r.stderr)
        steps = [json.loads(line) for line in r.stdout.splitlines()]
        self.assertEqual(len(steps), 5)
        self.assertTrue(all(s["function"] == "main" and s["depth"] == 1 for s in steps))
        self.assertEqual(steps[3]["vars"], {"n": "7", "k": "12"})
        whole = cli("trace", "caro", "--program", path, SAMPLE)
        self.assertEqual(whole.returncode, 0, whole.stderr)
        self.assertGreater(len(whole.stdout.splitlines()), 100)

    def test_a_crash_ends_it_with_what_killed_the_program(self):
        r = self.trace("int main() {\n    volatile int* p = nullptr;\n    *p = 1;\n}\n", ".cpp")
        self.assertEqual(r.returncode, 4)
        self.assertEqual([json.loads(line)["line"] for line in r.stdout.splitlines()], [2, 3])
        self.assertTrue(r.stderr.endswith("stopped: the program was killed by SIGSEGV\n"), r.stderr)
        r = self.trace("x = 1 // 0\n", ".py")
        self.assertEqual(r.returncode, 4)
        self.assertIn("ZeroDivisionError", r.stderr)

    def test_the_input_and_the_program_are_checked_first(self):
        bad = program("7 x\n", ".txt")
        try:
            r = self.trace("print(0)\n", ".py", input_path=bad)
        finally:
            os.unlink(bad)
        self.assertEqual(r.returncode, 2)
        self.assertTrue(r.stderr.startswith("input:1:3: "), r.stderr)
        r = self.trace("int main() { retun 0; }\n", ".cpp")
        self.assertEqual(r.returncode, 4)
        self.assertIn("verdict: CE", r.stderr)
        r = self.trace("print(0)\n", ".py", "--method", "count-outwards")
        self.assertEqual(r.returncode, 1)
        self.assertIn("--method is for the methods", r.stderr)


class RunProgram(unittest.TestCase):
    """A student's own program, compiled and run in the sandbox, judged against the reference."""

    def run_program(self, text, suffix, *args, stdin=None):
        path = program(text, suffix)
        try:
            return cli("run", "caro", "--program", path, *args, *([] if stdin is not None else [SAMPLE]), stdin=stdin)
        finally:
            os.unlink(path)

    def verdict(self, r):
        lines = [line for line in r.stderr.splitlines() if line.startswith("verdict: ")]
        return lines[-1][len("verdict: "):] if lines else None

    def test_the_listings_themselves_are_accepted_in_cpp_and_python(self):
        for listing in ["count-outwards.cpp", "count-outwards.py", "scan-board.cpp"]:
            r = cli("run", "caro", "--program", os.path.join(RESOURCES, "listings", "caro", listing), SAMPLE)
            self.assertEqual((r.returncode, r.stdout, self.verdict(r)), (0, "10\n", "AC"), listing)
            self.assertRegex(r.stderr, r"time: \d+\.\d{3} s\nmemory: \d+\.\d MB\n$")

    def test_every_problems_own_listings_as_programs_get_the_verdict_their_answer_earns(self):
        # A correct method's listing in C++ and Python is accepted; a mistake's listing is wrong on
        # the sample its method gets wrong, and only where its answer differs from the reference's.
        cases = {"cards": ("one-row", "mistake-rows-only"), "accordion": ("deal-one-by-one", "mistake-sweep-on"),
                 "mayan": ("dfs", "mistake-no-fall")}
        for problem, (right, mistake) in cases.items():
            folder = os.path.join(RESOURCES, "samples", problem)
            samples = sorted(os.path.join(folder, name) for name in os.listdir(folder))
            for suffix in (".cpp", ".py"):
                path = os.path.join(RESOURCES, "listings", problem, right + suffix)
                r = cli("run", problem, "--program", path, samples[0])
                self.assertEqual((r.returncode, self.verdict(r)), (0, "AC"), (problem, right + suffix, r.stderr))
                self.assertEqual(r.stdout, cli("solve", problem, samples[0]).stdout, (problem, right + suffix))
            wrong = [s for s in samples
                     if cli("solve", problem, "--method", mistake, s).stdout != cli("solve", problem, s).stdout]
            self.assertTrue(wrong, (problem, mistake))
            r = cli("run", problem, "--program", os.path.join(RESOURCES, "listings", problem, mistake + ".cpp"), wrong[0])
            self.assertEqual((r.returncode, self.verdict(r)), (4, "WA"), (problem, mistake, r.stderr))
            self.assertEqual(r.stdout, cli("solve", problem, "--method", mistake, wrong[0]).stdout, (problem, mistake))

    def test_the_input_comes_from_stdin_too(self):
        with open(SAMPLE) as f:
            r = self.run_program("n, k = map(int, input().split())\nprint(0)\n", ".py", stdin=f.read())
        self.assertEqual((r.returncode, r.stdout, self.verdict(r)), (4, "0\n", "WA"))

    def test_a_wrong_answer_says_its_first_different_line(self):
        r = self.run_program("#include <cstdio>\nint main() { std::puts(\"0\"); }\n", ".cpp")
        self.assertEqual((r.returncode, self.verdict(r)), (4, "WA"))
        self.assertIn('line 1: prints "0", the right answer is "10"\n', r.stderr)

    def test_spaces_at_line_ends_and_empty_lines_at_the_end_are_not_wrong(self):
        r = self.run_program("print('10   ')\nprint()\nprint()\n", ".py")
        self.assertEqual((r.returncode, self.verdict(r)), (0, "AC"))

    def test_a_program_that_does_not_compile_is_ce_with_its_line(self):
        r = self.run_program("int main() {\n    return 0\n}\n", ".cpp")
        self.assertEqual((r.returncode, r.stdout, self.verdict(r)), (4, "", "CE"))
        self.assertRegex(r.stderr, r"\.cpp:2:13: error: expected .;.")

    def test_an_endless_loop_is_tle_at_the_time_limit(self):
        r = self.run_program("while True:\n    pass\n", ".py", "--time-limit", "1")
        self.assertEqual((r.returncode, self.verdict(r)), (4, "TLE"))

    def test_a_crash_is_re_with_its_signal_and_an_exit_code_with_its_code(self):
        r = self.run_program("int main() { volatile int* p = nullptr; return *p; }\n", ".cpp")
        self.assertEqual((self.verdict(r), r.stderr.splitlines()[-3]), ("RE", "killed by SIGSEGV"))
        r = self.run_program("import sys\nsys.exit(3)\n", ".py")
        self.assertEqual((self.verdict(r), r.stderr.splitlines()[-3]), ("RE", "exit code 3"))

    def test_a_huge_allocation_is_mle(self):
        r = self.run_program("x = bytearray(10 ** 10)\n", ".py", "--memory-limit", "64")
        self.assertEqual((r.returncode, self.verdict(r)), (4, "MLE"))

    def test_endless_output_is_cut(self):
        r = self.run_program("while True:\n    print('spam' * 100)\n", ".py")
        self.assertEqual(self.verdict(r), "OLE")
        self.assertLessEqual(len(r.stdout), 16 << 20)

    def test_the_program_sees_no_file_of_the_user(self):
        with tempfile.NamedTemporaryFile("w", suffix=".txt", delete=False) as f:
            f.write("secret")
        try:
            r = self.run_program(f"try:\n    print(open({f.name!r}).read())\nexcept OSError:\n    print('no file')\n", ".py")
        finally:
            os.unlink(f.name)
        self.assertEqual(r.stdout, "no file\n")

    def test_more_hostile_programs_are_contained(self):
        # Each bounds itself (500 forks at most), so that a missing limit fails the test, not the machine.
        escape = os.path.join(tempfile.gettempdir(), "stepboard-cli-escape-%d" % os.getpid())
        cases = [
            ("a fork bomb", "#include <cstdio>\n#include <unistd.h>\nint main() { int made = 0;\n"
             "  for (int i = 0; i < 500; ++i) { pid_t p = fork(); if (p == 0) { sleep(2); _exit(0); } if (p > 0) ++made; }\n"
             "  std::printf(\"%d\\n\", made < 16 ? 10 : made); }\n", ".cpp", "AC"),
            ("a compiler bomb", "#include </dev/zero>\nint main() {}\n", ".cpp", "CE"),
            ("a socket", "import socket\ntry:\n    socket.create_connection(('1.1.1.1', 80), timeout=1)\n    print('connected')\n"
             "except OSError:\n    print('no network')\n", ".py", "WA"),
            # Its /tmp is its own: the write succeeds there and reaches nothing outside.
            ("writing outside", "open(%r, 'w').write('x')\nprint(10)\n" % escape, ".py", "AC"),
            ("killing everyone", "import os, signal\ntry:\n    os.kill(-1, signal.SIGKILL)\nexcept OSError:\n    pass\nprint(10)\n",
             ".py", None),
        ]
        for what, text, suffix, verdict in cases:
            r = self.run_program(text, suffix)
            if verdict:
                self.assertEqual(self.verdict(r), verdict, (what, r.stdout[:200], r.stderr[-500:]))
            if what == "a socket":
                self.assertEqual(r.stdout, "no network\n")
        self.assertFalse(os.path.exists(escape))
        # The command line lives on and runs the next program as before.
        self.assertEqual(self.verdict(self.run_program("print(10)\n", ".py")), "AC")

    def test_run_needs_a_program_of_cpp_or_python(self):
        r = cli("run", "caro", SAMPLE)
        self.assertEqual((r.returncode, r.stderr.splitlines()[0]), (1, "stepboard-cli: run needs --program"))
        r = self.run_program("print(1)\n", ".rb")
        self.assertEqual((r.returncode, r.stderr), (1, "stepboard-cli: --program takes a C++ (.cpp) or Python (.py) file\n"))
        r = cli("run", "caro", "--program", "/nonexistent/x.cpp", SAMPLE)
        self.assertEqual((r.returncode, r.stderr), (1, "stepboard-cli: cannot read /nonexistent/x.cpp\n"))

    def test_where_the_sandbox_cannot_start_nothing_runs_and_it_says_why(self):
        path = program("import os\nopen(os.path.expanduser('~/stepboard-ran'), 'w')\nprint(10)\n", ".py")
        try:
            for bwrap, why in [("/nonexistent/bwrap", "bwrap is not installed (Debian package bubblewrap)"),
                               ("/bin/false", "the sandbox (bwrap) did not run a program")]:
                env = dict(os.environ, STEPBOARD_BWRAP=bwrap)
                r = subprocess.run([CLI, "run", "caro", "--program", path, SAMPLE], capture_output=True, text=True,
                                   timeout=60, env=env)
                self.assertEqual((r.returncode, r.stdout), (5, ""), bwrap)
                self.assertTrue(r.stderr.startswith("stepboard-cli: the sandbox cannot start here, so the program is not run: " + why),
                                r.stderr)
        finally:
            os.unlink(path)
        self.assertFalse(os.path.exists(os.path.expanduser("~/stepboard-ran")))

    def test_bad_input_is_refused_before_the_program_runs(self):
        r = self.run_program("print(1)\n", ".py", stdin="5 1\n9 9\n")
        self.assertEqual(r.returncode, 2)
        self.assertTrue(r.stderr.startswith("input:2:"), r.stderr)


class JudgeProgram(unittest.TestCase):
    """A student's own program on the whole bank, one more row of the editorial's table."""

    def test_the_listings_as_programs_reproduce_the_editorials_table(self):
        rows = {"scan-board": "30", "four-lines": "60", "count-outwards": "100", "trap-endpoint": "38.9",
                "trap-exact5": "69.5", "trap-no-antidiag": "69.5"}
        for name, score in rows.items():
            path = os.path.join(RESOURCES, "listings", "caro", name + ".cpp")
            r = cli("judge", "caro", "--method", "3", "--program", path, "--json")
            self.assertEqual(r.returncode, 0, r.stderr)
            row = json.loads(r.stdout.splitlines()[1])
            self.assertEqual((row["program"], row["score"]), (name + ".cpp", float(score)), name)

    def test_each_failed_test_says_its_first_different_line(self):
        path = program("n, k = map(int, input().split())\nprint(0)\n", ".py")
        try:
            r = cli("judge", "caro", "--method", "3", "--program", path, "--json")
        finally:
            os.unlink(path)
        row = json.loads(r.stdout.splitlines()[1])
        self.assertEqual(row["subtasks"][0]["verdicts"][0], "WA")
        first = row["failed"][0]
        self.assertEqual((first["subtask"], first["verdict"]), ("N <= 15", "WA"))
        self.assertRegex(first["detail"], r'^line 1: prints "0", the right answer is "\d+"$')
        self.assertEqual(len(row["failed"]), sum(s["total"] - s["passed"] for s in row["subtasks"]))

    def test_the_table_lists_the_failed_tests_under_it(self):
        path = program("import sys\nsys.exit(1)\n", ".py")
        try:
            r = cli("judge", "caro", "--method", "3", "--program", path)
        finally:
            os.unlink(path)
        lines = r.stdout.splitlines()
        name = os.path.basename(path)
        self.assertTrue(lines[3].startswith(name), lines[3])
        self.assertTrue(lines[3].endswith("RE 0/10       RE 0/9         RE 0/11         0"), lines[3])
        self.assertEqual(len([line for line in lines if line.startswith(name + ": ")]), 30)
        self.assertTrue(lines[4].endswith(": RE: exit code 1"), lines[4])


if __name__ == "__main__":
    # After CLI and RESOURCES_DIR, the classes to run (ctest runs each class as a test of its own).
    unittest.main(argv=[sys.argv[0], "-v", *sys.argv[3:]])
