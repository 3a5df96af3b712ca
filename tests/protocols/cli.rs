//! The `dama` command line contract of DESIGN.md: output formats and exit status 2 with a
//! one-line message on bad input.

use std::process::Command;

fn dama(args: &[&str]) -> (i32, String, String) {
    outcome(
        Command::new(env!("CARGO_BIN_EXE_dama"))
            .args(args)
            .output()
            .unwrap(),
    )
}

/// A finished run's exit code, standard output and standard error.
fn outcome(out: std::process::Output) -> (i32, String, String) {
    (
        out.status.code().unwrap_or(-1),
        String::from_utf8_lossy(&out.stdout).into_owned(),
        String::from_utf8_lossy(&out.stderr).into_owned(),
    )
}

#[test]
fn moves_prints_path_tab_captured_sorted() {
    let (code, out, _) = dama(&[
        "moves",
        "--variant",
        "international",
        "--fen",
        "W:W28,47:B23,42,32",
    ]);
    assert_eq!(code, 0);
    assert_eq!(out, "28x37x48\t32,42\n47x38x27\t32,42\n");
    let (_, out, _) = dama(&["moves", "--variant", "standard"]);
    assert_eq!(out.lines().count(), 9);
    assert!(out.lines().all(|l| l.ends_with('\t')));
    let (_, out, _) = dama(&["moves", "--variant", "russian", "--fen", "W:We5:Bd6,b6,f6"]);
    assert_eq!(out, "e5xc7xa5\tb6,d6\ne5xg7\tf6\n");
}

#[test]
fn perft_prints_one_line_per_depth() {
    let (code, out, err) = dama(&["perft", "--variant", "american", "--depth", "4"]);
    assert_eq!(code, 0);
    assert_eq!(out, "1 7\n2 49\n3 302\n4 1469\n");
    assert!(err.contains("nodes/s"));
}

#[test]
fn perft_divide_lists_each_move() {
    let (code, out, _) = dama(&[
        "perft",
        "--variant",
        "international",
        "--depth",
        "2",
        "--divide",
    ]);
    assert_eq!(code, 0);
    assert_eq!(out.lines().count(), 10);
    assert!(out.ends_with("total 81\n"));
}

#[test]
fn bestmove_prints_a_legal_move_and_its_search() {
    let (code, out, _) = dama(&["bestmove", "--variant", "english", "--depth", "4"]);
    assert_eq!(code, 0);
    let lines: Vec<&str> = out.lines().collect();
    assert!(["9-13", "9-14", "10-14", "10-15", "11-15", "11-16", "12-16"].contains(&lines[0]));
    assert!(lines[1].starts_with("score "));
    assert!(lines[2].starts_with("depth "));
    assert!(lines[3].starts_with("nodes "));
    assert!(lines[4].starts_with("pv "));
}

#[test]
fn bad_input_exits_2_with_a_one_line_message() {
    for args in [
        vec!["moves", "--variant", "chesss"],
        vec!["moves", "--variant", "international", "--fen", "W:W51:B1"],
        vec!["moves", "--variant", "international", "--fen", "X:W1"],
        vec!["perft", "--variant", "international", "--depth", "many"],
        vec!["frobnicate"],
    ] {
        let (code, out, err) = dama(&args);
        assert_eq!(code, 2, "{args:?}");
        assert!(out.is_empty(), "{args:?}");
        assert!(!err.trim().is_empty(), "{args:?}");
        assert!(!err.contains("panicked"), "{args:?}");
        assert_eq!(err.trim().lines().count(), 1, "{args:?}: {err}");
    }
    let (_, _, err) = dama(&["moves", "--variant", "international", "--fen", "W:W51:B1"]);
    assert_eq!(err.trim().lines().count(), 1, "{err}");
    assert!(err.contains("51"), "{err}");
}

#[test]
fn a_missing_argument_is_named_in_the_message() {
    for (args, missing) in [
        (&["bestmove", "--time", "100"][..], "--variant <VARIANT>"),
        (
            &["perft", "--variant", "international"][..],
            "--depth <DEPTH>",
        ),
    ] {
        let (code, out, err) = dama(args);
        assert_eq!(code, 2, "{args:?}");
        assert!(out.is_empty(), "{args:?}");
        assert_eq!(err.trim().lines().count(), 1, "{args:?}: {err}");
        assert!(err.contains(missing), "{args:?}: {err}");
    }
}

/// An external engine that crashes loses its games, and the match still ends normally: the
/// summary counts the forfeits and the PDN file says what happened in each game.
#[test]
fn match_goes_on_when_a_hub_engine_crashes() {
    let dir = std::path::Path::new(env!("CARGO_TARGET_TMPDIR"));
    // `dama hub` behind a filter that kills itself at its third `go`.
    let script = dir.join("crashing-hub.sh");
    std::fs::write(
        &script,
        r#"#!/bin/sh
gos=0
while IFS= read -r line; do
  case $line in
    go*) gos=$((gos + 1)); if [ "$gos" -gt 2 ]; then kill -9 $$; exit 3; fi ;;
  esac
  printf '%s\n' "$line"
done | "$1" hub
"#,
    )
    .unwrap();
    let pdn = dir.join("crashing-hub-match.pdn");
    let _ = std::fs::remove_file(&pdn);
    let engine2 = format!("hub:sh {} {}", script.display(), env!("CARGO_BIN_EXE_dama"));
    let (code, out, err) = dama(&[
        "match",
        "--variant",
        "international",
        "--engine1",
        "level:2",
        "--engine2",
        &engine2,
        "--games",
        "2",
        "--threads",
        "1",
        "--move-time",
        "20",
        "--pdn",
        pdn.to_str().unwrap(),
    ]);
    assert_eq!(code, 0, "{err}");
    assert!(out.contains("W 2 D 0 L 0 (2 games)"), "{out}");
    assert!(
        out.contains("2 games lost by an engine's fault (engine 1: 0, engine 2: 2)"),
        "{out}"
    );
    assert!(
        err.contains("game 1 lost by engine 2: engine 2 crashed"),
        "{err}"
    );
    let text = std::fs::read_to_string(&pdn).unwrap();
    assert_eq!(
        text.matches("[Termination \"engine 2 crashed").count(),
        2,
        "{text}"
    );
}

#[test]
fn piece_games_print_uci_and_usi_moves_sorted() {
    let (code, out, _) = dama(&[
        "moves",
        "--variant",
        "chess",
        "--fen",
        "8/P7/8/8/8/8/8/k6K w - - 0 1",
    ]);
    assert_eq!(code, 0);
    assert_eq!(
        out,
        "a7a8b\t\na7a8n\t\na7a8q\t\na7a8r\t\nh1g1\t\nh1g2\t\nh1h2\t\n"
    );
    let (_, out, _) = dama(&[
        "moves",
        "--variant",
        "chess",
        "--fen",
        "4k3/8/8/8/8/8/8/R3K2R w KQ - 0 1",
    ]);
    assert!(out.lines().any(|l| l == "e1g1\t") && out.lines().any(|l| l == "e1c1\t"));
    let (_, out, _) = dama(&[
        "moves",
        "--variant",
        "chess",
        "--fen",
        "4k3/8/8/2Pp4/8/8/8/4K3 w - d6 0 1",
    ]);
    assert!(
        out.lines().any(|l| l == "c5d6\td5"),
        "en passant names the pawn taken"
    );
    let (code, out, _) = dama(&[
        "moves",
        "--variant",
        "shogi",
        "--fen",
        "4k4/9/9/9/9/9/9/4P4/4K4 b P 1",
    ]);
    assert_eq!(code, 0);
    let lines: Vec<&str> = out.lines().collect();
    assert!(
        lines.contains(&"5h5g\t")
            && lines.contains(&"P*1e\t")
            && !lines.iter().any(|l| l.starts_with("P*5"))
    );
    let mut sorted = lines.clone();
    sorted.sort();
    assert_eq!(lines, sorted);
    let (_, out, _) = dama(&["perft", "--variant", "shogi", "--depth", "3"]);
    assert_eq!(out, "1 30\n2 900\n3 25470\n");
}

#[test]
fn piece_game_files_and_bad_input_give_one_line_and_status_2() {
    let dir = std::env::temp_dir().join(format!("dama-cli-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let chess = dir.join("chess.json");
    std::fs::write(&chess, include_str!("../../src/piece/games/chess.json")).unwrap();
    let (code, out, _) = dama(&["perft", "--game", chess.to_str().unwrap(), "--depth", "3"]);
    assert_eq!(code, 0);
    assert_eq!(out, "1 20\n2 400\n3 8902\n");
    let broken = dir.join("broken.json");
    std::fs::write(
        &broken,
        include_str!("../../src/piece/games/chess.json")
            .replace("\"ride\": [1, 1] }] }", "\"rid\": [1, 1] }] }"),
    )
    .unwrap();
    for args in [
        vec!["moves", "--game", broken.to_str().unwrap()],
        vec!["moves", "--game", "/no/such/file.json"],
        vec![
            "moves",
            "--variant",
            "chess",
            "--fen",
            "rnbqkbnr/pppppppp/8/8 w",
        ],
        vec![
            "moves",
            "--variant",
            "shogi",
            "--fen",
            "9/9/9/9/9/9/9/9/9 b - 1",
        ],
    ] {
        let (code, out, err) = dama(&args);
        assert_eq!(code, 2, "{args:?}");
        assert!(out.is_empty());
        assert_eq!(err.trim().lines().count(), 1, "{args:?}: {err}");
    }
    let (_, _, err) = dama(&["moves", "--game", broken.to_str().unwrap()]);
    assert!(
        err.contains("pieces[1] \"queen\".moves[1]") && err.contains("unknown field `rid`"),
        "{err}"
    );
    std::fs::remove_dir_all(&dir).ok();
}

/// `match --openings FILE`: each game of the file is played with both colours; a file that
/// cannot start games, or one given with a piece game, is one line and status 2.
#[test]
fn match_plays_each_opening_of_a_file_with_both_colours() {
    let dir = std::env::temp_dir().join(format!("dama-openings-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let play = |variant: &str, openings: &std::path::Path, more: &[&str]| {
        let mut args = vec![
            "match",
            "--variant",
            variant,
            "--engine1",
            "level:2",
            "--engine2",
            "level:1",
            "--openings",
            openings.to_str().unwrap(),
        ];
        args.extend_from_slice(more);
        dama(&args)
    };
    let good = dir.join("good.pdn");
    std::fs::write(&good, "1. 32-28 19-23 *\n\n1. 33-29 18-22 *\n").unwrap();
    let pdn = dir.join("games.pdn");
    let (code, out, err) = play("international", &good, &["--pdn", pdn.to_str().unwrap()]);
    assert_eq!(code, 0, "{err}");
    assert!(out.contains("(4 games)"), "{out}");
    let games = std::fs::read_to_string(&pdn).unwrap();
    assert_eq!(games.matches("1. 32-28 19-23").count(), 2, "{games}");
    assert_eq!(games.matches("1. 33-29 18-22").count(), 2, "{games}");
    let ended = dir.join("ended.pdn");
    std::fs::write(&ended, "[FEN \"W:W28:B23\"]\n1. 28x19 *\n").unwrap();
    let missing = dir.join("missing.pdn");
    for (variant, file, more, says) in [
        ("international", &ended, &[][..], "ended"),
        ("international", &missing, &[], "cannot read"),
        ("chess", &good, &[], "not a legal move"),
        (
            "international",
            &good,
            &["--opening-plies", "6"],
            "--opening-plies",
        ),
    ] {
        let (code, out, err) = play(variant, file, more);
        assert_eq!(code, 2, "{variant} {file:?}: {err}");
        assert!(out.is_empty());
        assert!(err.contains(says), "{err}");
        if more.is_empty() {
            assert_eq!(err.trim().lines().count(), 1, "{err}");
        }
    }
    std::fs::remove_dir_all(&dir).ok();
}

#[test]
fn score_adds_up_a_match_played_in_parts() {
    let (code, out, _) = dama(&["score", "--wins", "10", "--draws", "79", "--losses", "11"]);
    assert_eq!(code, 0);
    assert_eq!(
        out.trim(),
        "W 10 D 79 L 11 (100 games), score 49.5%, Elo -3 (95% interval -35 to +28)"
    );
    let (_, out, _) = dama(&["score", "--wins", "10", "--draws", "80", "--losses", "10"]);
    assert!(out.contains("Elo +0 (95% interval -31 to +31)"), "{out}");
    let (_, out, _) = dama(&["score", "--wins", "0", "--draws", "20", "--losses", "0"]);
    assert!(
        out.contains("Elo +0 (95% interval +0 to +0)"),
        "no -0: {out}"
    );
    let (code, _, err) = dama(&["score", "--wins", "ten", "--draws", "0", "--losses", "0"]);
    assert_eq!(code, 2);
    assert!(err.contains("--wins"), "{err}");
}

/// `dama bitbase` prints each material and writes a file that `dama hub --bitbase` plays with;
/// a missing or broken file, or a game without bitbases, is one line and status 2.
#[test]
fn bitbase_writes_a_file_the_hub_engine_reads() {
    let dir = std::env::temp_dir().join(format!("dama-bitbase-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let file = dir.join("russian3.bb");
    let path = file.to_str().unwrap();
    let (code, out, err) = dama(&[
        "bitbase",
        "--variant",
        "russian",
        "--pieces",
        "3",
        "--out",
        path,
    ]);
    assert_eq!(code, 0, "{err}");
    assert!(out.contains("2K v 1K\t29760\t6382\t23104\t274"), "{out}");
    assert_eq!(out.lines().count(), 16, "{out}");
    assert!(err.contains("verified"), "{err}");
    let mut hub = Command::new(env!("CARGO_BIN_EXE_dama"))
        .args(["hub", "--bitbase", path])
        .stdin(std::process::Stdio::piped())
        .stdout(std::process::Stdio::piped())
        .spawn()
        .unwrap();
    {
        use std::io::Write;
        let stdin = hub.stdin.as_mut().unwrap();
        writeln!(stdin, "hub\nset-param name=variant value=russian\ninit").unwrap();
        // Two men against one that win, though six plies see only a man more.
        let pos = dama::draughts::notation::fen::parse_fen(dama::Variant::Russian, "W:We1,g1:Bd8")
            .unwrap();
        let pos = dama::protocols::hub::position_to_hub(dama::Variant::Russian, &pos);
        writeln!(stdin, "pos pos={pos}\nlevel depth=6\ngo think\nquit").unwrap();
    }
    let answer = String::from_utf8(hub.wait_with_output().unwrap().stdout).unwrap();
    assert!(answer.contains("done move="), "{answer}");
    assert!(
        answer.contains("score=88.99"),
        "the bitbase's win: {answer}"
    );
    std::fs::write(dir.join("broken.bb"), b"DBB1\x07russian").unwrap();
    for args in [
        vec!["hub", "--bitbase", "/no/such/file.bb"],
        vec!["hub", "--bitbase", dir.join("broken.bb").to_str().unwrap()],
        vec!["bitbase", "--variant", "frisian", "--pieces", "3"],
        vec!["bitbase", "--variant", "russian", "--pieces", "9"],
    ] {
        let (code, _, err) = dama(&args);
        assert_eq!(code, 2, "{args:?}");
        assert_eq!(err.trim().lines().count(), 1, "{args:?}: {err}");
    }
    std::fs::remove_dir_all(&dir).unwrap();
}

/// `dama book` shows the shipped book's moves, builds a book from PDN files into a file that it
/// then shows, and refuses bad input with one line and status 2.
#[test]
fn book_builds_and_shows_opening_books() {
    let (code, out, err) = dama(&["book", "--variant", "russian"]);
    assert_eq!(code, 0, "{err}");
    let first: Vec<&str> = out.lines().next().unwrap().split('\t').collect();
    assert_eq!(first[0], "c3-d4", "{out}");
    assert_eq!(first.len(), 4, "{out}");
    let (_, out, _) = dama(&["book", "--variant", "russian", "--level", "9"]);
    let shares: f64 = out
        .lines()
        .map(|l| l.split('\t').nth(4).unwrap().parse::<f64>().unwrap())
        .sum();
    assert!((shares - 100.0).abs() < 0.01, "{out}");

    let dir = std::env::temp_dir().join(format!("dama-book-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let pdn = dir.join("games.pdn");
    std::fs::write(
        &pdn,
        "[Result \"2-0\"]\n1. 32-28 19-23 2-0\n\n[Result \"0-2\"]\n1. 32-28 18-23 0-2\n\n[Result \"1-1\"]\n1. 33-28 18-23 1-1\n",
    )
    .unwrap();
    let file = dir.join("mine.book");
    let (code, out, err) = dama(&[
        "book",
        "--variant",
        "international",
        "--games",
        pdn.to_str().unwrap(),
        "--min-games",
        "1",
        "--nodes",
        "1000",
        "--out",
        file.to_str().unwrap(),
    ]);
    assert_eq!(code, 0, "{err}");
    assert!(err.contains("3 games read"), "{err}");
    assert!(err.contains("5 positions"), "{err}");
    assert!(out.starts_with("32-28\t2\t50.0\t"), "{out}");
    assert!(out.contains("\n33-28\t1\t50.0\t"), "{out}");
    let (code, shown, err) = dama(&[
        "book",
        "--variant",
        "international",
        "--book",
        file.to_str().unwrap(),
    ]);
    assert_eq!(code, 0, "{err}");
    assert_eq!(shown, out);

    std::fs::write(dir.join("broken.book"), b"DBK1\x0dinternational").unwrap();
    let broken = dir.join("broken.book");
    for args in [
        vec![
            "book",
            "--variant",
            "international",
            "--book",
            broken.to_str().unwrap(),
        ],
        vec![
            "book",
            "--variant",
            "russian",
            "--book",
            file.to_str().unwrap(),
        ],
        vec![
            "book",
            "--variant",
            "international",
            "--book",
            "/no/such.book",
        ],
        vec!["book", "--variant", "frisian"],
        vec![
            "book",
            "--variant",
            "international",
            "--games",
            "/no/such.pdn",
        ],
        vec![
            "book",
            "--variant",
            "russian",
            "--games",
            pdn.to_str().unwrap(),
        ],
        vec!["book", "--variant", "international", "--min-games", "0"],
        vec!["book", "--variant", "international", "--fen", "W:W99"],
        vec!["book", "--variant", "international", "--level", "10"],
    ] {
        let (code, _, err) = dama(&args);
        assert_eq!(code, 2, "{args:?}");
        assert_eq!(err.trim().lines().count(), 1, "{args:?}: {err}");
    }
    std::fs::remove_dir_all(&dir).unwrap();
}

/// A real game of the master against dame-rs (seed 53, round 32; in docs/matches/, which left the
/// tree after 6d8642f), drawn by FMJD's five moves for two pieces with a king against a lone king,
/// then a short game resigned.
const REPLAY_GAMES: &str = r#"[White "hub:/tmp/dame-venv/bin/dame hub"]
[Black "level:9"]
[Result "1/2-1/2"]
[GameType "20"]
1. 32-27 20-25 2. 33-28 17-21 3. 37-32 19-23 4. 28x19 14x23 5. 39-33 10-14
6. 44-39 21-26 7. 41-37 5-10 8. 27-22 18x27 9. 31x22 12-18 10. 32-27 7-12
11. 34-29 23x34 12. 39x30 25x34 13. 40x29 14-19 14. 50-44 10-14 15. 44-39 14-20
16. 45-40 19-23 17. 29-24 20x29 18. 33x24 9-14 19. 37-31 26x37 20. 42x31 14-20
21. 39-33 20x29 22. 33x24 3-9 23. 35-30 9-14 24. 43-39 14-19 25. 40-35 11-17
26. 22x11 6x17 27. 49-43 1-7 28. 46-41 17-21 29. 31-26 21x32 30. 38x27 12-17
31. 47-42 4-9 32. 42-38 7-12 33. 36-31 9-14 34. 41-36 17-21 35. 26x17 12x32
36. 38x27 14-20 37. 43-38 20x29 38. 39-33 23-28 39. 33x24 28-33 40. 38x29 19-23
41. 30-25 23x34 42. 48-43 18-23 43. 43-38 8-12 44. 25-20 23-29 45. 24x33 15x24
46. 38-32 12-17 47. 32-28 13-19 48. 31-26 2-8 49. 27-22 8-13 50. 22x11 16x7
51. 26-21 24-30 52. 35x24 19x30 53. 28-22 34-40 54. 22-17 40-44 55. 36-31 44-49
56. 21-16 30-35 57. 17-11 49-43 58. 11x2 43-30 59. 2x24 30x36 60. 16-11 35-40
61. 11-6 36-13 62. 6-1 40-44 63. 33-28 13-27 64. 1-7 27-16 65. 7-45 16-43
66. 28-22 43-48 67. 22-17 48-37 68. 17-12 44-50 69. 12-7 50-11 70. 7x16 37-32
71. 16-11 32-28 72. 11-6 28-22 73. 6-1 22-17 74. 45-50 17-21 75. 1-6 1/2-1/2

[Round "7"]
[White "level:9"]
[Black "somebody"]
1. 32-28 19-23 2. 28x19 14x23 0-1
"#;

/// `dama replay` replays each game by our rules (how they end them, the material at the end,
/// each side's greatest lead) and sums up one player's games, from a file or standard input.
#[test]
fn replay_tells_how_each_game_ends_and_sums_up_a_player() {
    let dir = std::env::temp_dir().join(format!("dama-replay-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let games = dir.join("games.pdn");
    std::fs::write(&games, REPLAY_GAMES).unwrap();
    let (code, out, err) = dama(&["replay", games.to_str().unwrap(), "--player", "level:9"]);
    assert_eq!(code, 0, "{err}");
    let lines: Vec<&str> = out.lines().collect();
    assert_eq!(
        lines[0],
        "1\thub:/tmp/dame-venv/bin/dame hub\tlevel:9\t1/2-1/2\t149 plies\t\
         Draw: two pieces or fewer with a king against a lone king, not won within 5 moves\t\
         2K v 1K\tgreatest lead: White +3 (ply 145), Black +2 (ply 110)"
    );
    assert_eq!(
        lines[1],
        "7\tlevel:9\tsomebody\t0-1\t4 plies\tthe game goes on\t19M v 19M\t\
         greatest lead: White +1 (ply 3), Black none"
    );
    assert_eq!(lines[2], "level:9: 2 games, W 0 D 1 L 1");
    assert!(out.contains("  drawn or lost 1: ended by the record, the rules going on\n"));
    assert!(out.contains(
        "  drawn or lost 1: Draw: two pieces or fewer with a king against a lone king, not won within 5 moves\n"
    ));
    assert!(out.contains("draws ending with less material than the opponent 1, level 0, more 0"));

    let piped = Command::new(env!("CARGO_BIN_EXE_dama"))
        .args(["replay", "-"])
        .stdin(std::fs::File::open(&games).unwrap())
        .output()
        .unwrap();
    assert_eq!(
        String::from_utf8_lossy(&piped.stdout),
        lines[..2].join("\n") + "\n"
    );

    let broken = dir.join("broken.pdn");
    std::fs::write(&broken, "1. 32-28 19-23 2. 28-22 *\n").unwrap();
    let (code, out, err) = dama(&["replay", broken.to_str().unwrap()]);
    assert_eq!((code, out.as_str()), (2, ""));
    assert!(err.contains("broken.pdn") && err.contains("28-22"), "{err}");
    let (code, _, err) = dama(&["replay", dir.join("none.pdn").to_str().unwrap()]);
    assert_eq!(code, 2);
    assert!(
        err.contains("cannot read") && err.contains("none.pdn"),
        "{err}"
    );
    std::fs::remove_dir_all(&dir).ok();
}

/// `dama` given `input` on standard input: its exit code, standard output and standard error.
fn dama_reading(args: &[&str], input: &str) -> (i32, String, String) {
    use std::io::Write;
    let mut child = Command::new(env!("CARGO_BIN_EXE_dama"))
        .args(args)
        .stdin(std::process::Stdio::piped())
        .stdout(std::process::Stdio::piped())
        .stderr(std::process::Stdio::piped())
        .spawn()
        .unwrap();
    child
        .stdin
        .take()
        .unwrap()
        .write_all(input.as_bytes())
        .unwrap();
    outcome(child.wait_with_output().unwrap())
}

/// `dama replay --positions` follows each game's line with its moves and the FEN of the
/// position each was played in, a FEN that `dama moves` reads back with the move among its
/// legal moves.
#[test]
fn replay_gives_the_position_of_each_move() {
    let game = "[White \"a\"]\n[Black \"b\"]\n1. 32-28 19-23 2. 28x19 14x23 0-1\n";
    let (code, out, err) = dama_reading(&["replay", "-", "--positions"], game);
    assert_eq!(code, 0, "{err}");
    let lines: Vec<&str> = out.lines().collect();
    assert!(lines[0].starts_with("1\ta\tb\t0-1\t4 plies\t"), "{out}");
    assert_eq!(
        lines[1..],
        [
            "\t1\t32-28\tW:W31-50:B1-20",
            "\t2\t19-23\tB:W28,31,33-50:B1-20",
            "\t3\t28x19\tW:W28,31,33-50:B1-18,20,23",
            "\t4\t14x23\tB:W19,31,33-50:B1-18,20",
        ]
    );
    for line in &lines[1..] {
        let fields: Vec<&str> = line.split('\t').collect();
        let (code, moves, err) = dama(&["moves", "--variant", "international", "--fen", fields[3]]);
        assert_eq!(code, 0, "{err}");
        assert!(
            moves
                .lines()
                .any(|m| m.split('\t').next() == Some(fields[2])),
            "{} is not among the moves of {}:\n{moves}",
            fields[2],
            fields[3]
        );
    }
}
