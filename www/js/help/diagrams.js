// The positions of the help's diagrams, shared by every language. Per game, each diagram has an
// `id` (the key of its caption in the content files), a `fen` in the game's own notation, and
// optionally:
// - `move`: a legal move of the position, in the game's notation; it is drawn as an arrow, its
//   start, landings and captured pieces marked (a drop from the hand: its square marked);
// - `arrows`: more arrows, `{squares: [from, ..., to], kind}`, `kind` being `alt` (another legal
//   move) or `no` (a move the rules forbid here);
// - `marks`: more marked squares by kind, `{target: [...]}` (squares a piece may also reach).
// tests/js/help-content.test.mjs checks every position, move and arrow against the engine.

export const DIAGRAMS = {
  international: [
    { id: 'start', fen: 'W:W31-50:B1-20' },
    {
      id: 'majority',
      fen: 'W:W28,32,37,43:B16,23,24,27',
      move: '28x19x30',
      arrows: [{ squares: ['32', '21'], kind: 'no' }],
    },
    { id: 'king', fen: 'W:W39,44,K46:B7,13,28', move: '46x19x2x11', marks: { target: ['16'] } },
    { id: 'passing', fen: 'W:W12,34,40:B8,9,25', move: '12x3x14' },
  ],
  brazilian: [
    { id: 'start', fen: 'W:Wa1,a3,b2,c1,c3,d2,e1,e3,f2,g1,g3,h2:Ba7,b6,b8,c7,d6,d8,e7,f6,f8,g7,h6,h8' },
    {
      id: 'majority',
      fen: 'W:Wc3,d4,h2:Bb4,e5,g5,h8',
      move: 'd4xf6xh4',
      arrows: [{ squares: ['c3', 'a5'], kind: 'no' }],
    },
    { id: 'king', fen: 'W:WKa1,g1:Bb8,c3,e7', move: 'a1xf6xd8' },
  ],
  russian: [
    { id: 'start', fen: 'W:Wa1,a3,b2,c1,c3,d2,e1,e3,f2,g1,g3,h2:Ba7,b6,b8,c7,d6,d8,e7,f6,f8,g7,h6,h8' },
    {
      id: 'choice',
      fen: 'W:Wc3,d4,h2:Bb4,e5,g5,h8',
      move: 'd4xf6xh4',
      arrows: [{ squares: ['c3', 'a5'], kind: 'alt' }],
    },
    { id: 'crowned', fen: 'W:Wb6,e1:Bc7,f6,h8', move: 'b6xd8xg5', marks: { target: ['h4'] } },
  ],
  czech: [
    { id: 'start', fen: 'W:Wa1,a3,b2,c1,c3,d2,e1,e3,f2,g1,g3,h2:Ba7,b6,b8,c7,d6,d8,e7,f6,f8,g7,h6,h8' },
    {
      id: 'forward',
      fen: 'W:Wc1,d4,g3:Bc3,e5,h8',
      move: 'd4xf6',
      arrows: [{ squares: ['d4', 'b2'], kind: 'no' }],
    },
    {
      id: 'kingFirst',
      fen: 'W:WKa1,d4,g1:Bb2,b8,e5,g7',
      move: 'a1xc3',
      arrows: [{ squares: ['d4', 'f6', 'h8'], kind: 'no' }],
    },
  ],
  english: [
    { id: 'start', fen: 'B:W21-32:B1-12' },
    {
      id: 'choice',
      fen: 'W:W22,23,30:B3,11,18',
      move: '22x15x8',
      arrows: [{ squares: ['23', '14'], kind: 'alt' }],
    },
    {
      id: 'crowning',
      fen: 'W:W11,30:B4,6,7',
      move: '11x2',
      arrows: [{ squares: ['2', '9'], kind: 'no' }],
    },
    { id: 'king', fen: 'W:WK18,30:B3,12', marks: { target: ['14', '15', '22', '23'] } },
  ],
  italian: [
    { id: 'start', fen: 'W:W21-32:B1-12' },
    {
      id: 'noKing',
      fen: 'W:W22,27:B3,K18',
      arrows: [{ squares: ['22', '13'], kind: 'no' }],
      marks: { target: ['19'] },
    },
    {
      id: 'quantity',
      fen: 'W:W22,23,30:B4,12,18,20',
      move: '23x16x7',
      arrows: [{ squares: ['22', '13'], kind: 'no' }],
    },
    {
      id: 'kingFirst',
      fen: 'W:WK15,22,30:B4,11,18',
      move: '15x6',
      arrows: [{ squares: ['22', '13'], kind: 'no' }],
    },
  ],
  pool: [
    { id: 'start', fen: 'B:W21-32:B1-12' },
    { id: 'backward', fen: 'W:W18,30:B3,22', move: '18x25' },
    { id: 'passing', fen: 'W:W11,30:B4,6,7', move: '11x2x9' },
    { id: 'king', fen: 'W:WK29,32:B3,22', move: '29x15', marks: { target: ['18', '11', '8', '4'] } },
  ],
  antidraughts: [
    { id: 'start', fen: 'W:W31-50:B1-20' },
    { id: 'forced', fen: 'B:W28,37,42:B8,13,23', move: '23x32x41' },
    { id: 'blocked', fen: 'W:W6:B1,30' },
  ],
  breakthrough: [
    { id: 'start', fen: 'W:W31-50:B1-20' },
    { id: 'crown', fen: 'W:W7,33,43:B18,22', move: '7-1', marks: { target: ['2'] } },
    {
      id: 'captureFirst',
      fen: 'W:W7,32,43:B18,22,27',
      move: '32x21',
      arrows: [{ squares: ['7', '1'], kind: 'no' }],
    },
  ],
  turkish: [
    {
      id: 'start',
      fen: 'W:Wa2,b2,c2,d2,e2,f2,g2,h2,a3,b3,c3,d3,e3,f3,g3,h3:Ba6,b6,c6,d6,e6,f6,g6,h6,a7,b7,c7,d7,e7,f7,g7,h7',
    },
    { id: 'men', fen: 'W:Wb2,d4,g2:Bc7,f7', marks: { target: ['c4', 'd5', 'e4'] } },
    {
      id: 'majority',
      fen: 'W:Wb3,d3,g2:Bb4,d4,e5,f6,h7',
      move: 'd3xd5xf5xf7',
      arrows: [{ squares: ['b3', 'b5'], kind: 'no' }],
    },
    { id: 'king', fen: 'W:WKa1,g2:Ba4,c6,e6,h7', move: 'a1xa6xd6xh6xh8' },
  ],
  frisian: [
    { id: 'start', fen: 'W:W31-50:B1-20' },
    { id: 'straight', fen: 'W:W33,45:B2,12,23', move: '33x13x11' },
    {
      id: 'value',
      fen: 'W:W32,34,45:B3,27,K29',
      move: '34x23',
      arrows: [{ squares: ['32', '21'], kind: 'no' }],
    },
    { id: 'king', fen: 'W:W45,K48:B6,28', move: '48x18', marks: { target: ['8'] } },
  ],
  frysk: [
    { id: 'start', fen: 'W:W46-50:B1-5' },
    { id: 'sideways', fen: 'W:W28,46,50:B2,4,27', move: '28x26' },
  ],
  'sixteen-soldiers': [
    {
      id: 'start',
      fen: 'W:Wc1,c3,c4,d2,d3,d4,e1,e2,e3,e4,f2,f3,f4,g1,g3,g4:Bc6,c7,c9,d6,d7,d8,e6,e7,e8,e9,f6,f7,f8,g6,g7,g9',
    },
    { id: 'steps', fen: 'W:Wc3,e5:Bc9,g7', marks: { target: ['d4', 'd5', 'd6', 'e4', 'e6', 'f4', 'f5', 'f6'] } },
    { id: 'chain', fen: 'W:Wc3,e4,g3:Bc7,d6,e5,e9,f7', move: 'e4xe6xc6' },
  ],
  'sixteen-soldiers-49': [
    {
      id: 'start',
      fen: 'W:Wc1,c3,c4,d2,d3,d4,e1,e2,e3,e4,f2,f3,f4,g1,g3,g4:Bc6,c7,c9,d6,d7,d8,e6,e7,e8,e9,f6,f7,f8,g6,g7,g9',
    },
    { id: 'longStep', fen: 'W:Wb5,e2:Bf7,h5', move: 'b5-d5', marks: { target: ['a5', 'b4', 'b6', 'c5'] } },
    { id: 'chain', fen: 'W:We2,e5:Bb6,d5,f7,h5', move: 'e5xc5xa7' },
  ],
  chess: [
    { id: 'start', fen: 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1' },
    {
      id: 'castling',
      fen: 'r3k2r/8/8/8/8/8/6b1/R3K2R w KQkq - 0 1',
      move: 'O-O-O',
      arrows: [{ squares: ['e1', 'g1'], kind: 'no' }],
    },
    { id: 'enPassant', fen: '4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 2', move: 'exd6' },
    { id: 'underPromotion', fen: '8/1P1k4/8/8/8/8/8/4K3 w - - 0 1', move: 'b7b8n' },
  ],
  shogi: [
    { id: 'start', fen: 'lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1' },
    { id: 'promotion', fen: '4k4/9/9/6S2/9/9/4P4/9/4K4 b - 1', move: '3d3c+' },
    { id: 'drop', fen: '4k4/9/9/9/9/9/4P4/9/4K4 b P 1', move: 'P*3c' },
    { id: 'uchifuzume', fen: '7nk/9/7G1/9/9/9/9/9/4K4 b P 1' },
  ],
  xiangqi: [
    { id: 'start', fen: 'rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1' },
    {
      id: 'horse',
      fen: '3k5/9/9/9/9/3p5/3N5/9/9/4K4 w - - 0 1',
      arrows: [{ squares: ['d4', 'd5', 'c6'], kind: 'no' }],
      marks: { target: ['b5', 'b3', 'c2', 'e2', 'f3', 'f5'] },
    },
    {
      id: 'elephant',
      fen: '3k5/9/9/9/9/2B6/3p5/9/9/4K4 w - - 0 1',
      arrows: [
        { squares: ['c5', 'e7'], kind: 'no' },
        { squares: ['c5', 'd4', 'e3'], kind: 'no' },
      ],
      marks: { target: ['a3'] },
    },
    {
      id: 'cannon',
      fen: '3k3n1/9/7c1/9/9/9/9/7C1/9/4K4 w - - 0 1',
      move: 'h3h10',
      arrows: [{ squares: ['h3', 'h8'], kind: 'no' }],
    },
    {
      id: 'generals',
      fen: '9/4k4/9/9/9/9/9/9/9/3K5 w - - 0 1',
      arrows: [{ squares: ['d1', 'e1'], kind: 'no' }],
      marks: { target: ['d2'] },
    },
    {
      id: 'soldier',
      fen: '3k5/9/9/9/2P6/9/6P2/9/9/4K4 w - - 0 1',
      move: 'c6b6',
      arrows: [{ squares: ['g4', 'f4'], kind: 'no' }],
      marks: { target: ['c7', 'd6', 'g5'] },
    },
  ],
  minixiangqi: [
    { id: 'start', fen: 'rcnkncr/p1ppp1p/7/7/7/P1PPP1P/RCNKNCR w - - 0 1' },
    {
      id: 'sideways',
      fen: '4k2/7/7/2P4/7/7/3K3 w - - 0 1',
      move: 'c4b4',
      arrows: [{ squares: ['c4', 'c3'], kind: 'no' }],
      marks: { target: ['c5', 'd4'] },
    },
  ],
  makruk: [
    { id: 'start', fen: 'rnsmksnr/8/pppppppp/8/8/PPPPPPPP/8/RNSKMSNR w - - 0 1' },
    {
      id: 'khon',
      fen: '4k3/8/8/8/8/2S5/8/3K4 w - - 0 1',
      move: 'c3c4',
      arrows: [{ squares: ['c3', 'c2'], kind: 'no' }],
      marks: { target: ['b4', 'd4', 'b2', 'd2'] },
    },
    {
      id: 'met',
      fen: '4k3/8/8/8/8/5M2/8/3K4 w - - 0 1',
      arrows: [{ squares: ['f3', 'f4'], kind: 'no' }],
      marks: { target: ['e4', 'g4', 'e2', 'g2'] },
    },
    { id: 'promotion', fen: '4k3/8/8/3P4/8/8/8/3K4 w - - 0 1', move: 'd5d6m' },
  ],
};
