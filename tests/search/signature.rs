// Nodes of a depth-6 search (`Searcher::new(16)`) from each game's start: the signature
// `node_count_signature` (tests/search/draughts.rs) checks natively and
// `the_search_signature_is_the_native_one_once_the_data_is_given` (tests/wasm.rs) in the wasm
// build. Update it deliberately, with the reason in the commit.
const SIGNATURE: [(&str, u64); 14] = [
    ("international", 5782),
    ("brazilian", 3091),
    ("russian", 3074),
    ("czech", 1147),
    ("english", 837),
    ("italian", 1130),
    ("pool", 2940),
    ("antidraughts", 2958),
    ("breakthrough", 2236),
    ("turkish", 5537),
    ("frisian", 3605),
    ("frysk", 2512),
    ("sixteen-soldiers", 5623),
    ("sixteen-soldiers-49", 5147),
];

