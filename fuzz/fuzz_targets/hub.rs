//! Hub commands: each line of the input as `dama hub` reads it, without starting a search.
//! `parse_line` splits it; then, as the session would, `set-param name=variant|level|opponent`
//! goes through `variant_from_hub` and `Opponent::parse` (a variant read becomes the game of
//! the next lines), `level` through `read_level`, and `pos` through `set_position`
//! (`position_from_hub` and `move_from_hub`). Every argument value is also fed to
//! `variant_from_hub`, `Opponent::parse` and `position_from_hub`. A position set must write
//! back (`position_to_hub`) to the same position, and every legal move of the position reached
//! must write (`move_to_hub`) and read back to itself. The first byte picks the first game.
#![no_main]

use dama::protocols::hub::{
    move_from_hub, move_to_hub, parse_line, position_from_hub, position_to_hub, read_level,
    set_position, variant_from_hub,
};
use dama::search::levels::Opponent;
use dama::Variant;
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let Some((&pick, rest)) = data.split_first() else {
        return;
    };
    let mut variant = Variant::ALL[pick as usize % Variant::ALL.len()];
    let text = String::from_utf8_lossy(rest);
    for line in text.lines().take(16) {
        let (command, args) = parse_line(line);
        let value = |name: &str| {
            args.iter()
                .find(|(n, _)| n == name)
                .map_or("", |(_, v)| v.as_str())
        };
        for (_, v) in &args {
            let _ = variant_from_hub(v);
            let _ = Opponent::parse(v);
            let _ = position_from_hub(variant, v);
        }
        match command.as_str() {
            "set-param" => match value("name") {
                "variant" => {
                    if let Some(v) = variant_from_hub(value("value")) {
                        variant = v;
                    }
                }
                _ => {
                    let _ = Opponent::parse(value("value"));
                }
            },
            "level" => {
                let _ = read_level(&args);
            }
            "pos" => {
                if let Ok(game) = set_position(variant, &args) {
                    let start = *game.start();
                    let written = position_to_hub(variant, &start);
                    assert_eq!(position_from_hub(variant, &written), Ok(start), "`{line}`");
                    let pos = *game.position();
                    for mv in dama::legal_moves(variant, &pos).iter() {
                        let written = move_to_hub(variant, mv);
                        assert_eq!(
                            move_from_hub(variant, &pos, &written),
                            Ok(*mv),
                            "`{line}`: move `{written}`"
                        );
                    }
                }
            }
            _ => {}
        }
    }
});
