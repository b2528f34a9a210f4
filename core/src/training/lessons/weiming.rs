//! The lessons of Weiming Shuang Cheng III (`docs/rules/weiming.md`).

use super::{w, Goal, Lesson, Step};
use crate::rules::game::GameId;

const PLAY_ON: super::Words = w(
    "That lets the win slip away: from here it can no longer be forced in time.",
    "这步放走了胜机：从这里已经不能及时逼出胜局。",
);

pub(super) static LESSONS: &[Lesson] = &[
    Lesson {
        id: "weiming-1",
        game: GameId::Weiming,
        title: w("Moving a piece", "走一步"),
        task: w("Move one of your own pieces", "走一枚自己的棋子"),
        steps: &[
            Step {
                position: "*/xxx/../XXX F",
                task: w(
                    "You are red. Move one of your pieces one step along a line to an empty point.",
                    "你执红。把自己的一枚棋子沿线走一步，走到相邻的空点上。",
                ),
                goal: Goal::OwnPiece,
                miss: w(
                    "That is the shared piece, not one of yours. Move a red piece this time.",
                    "那是公用棋子，不是你自己的。这次请走一枚红子。",
                ),
                done: w(
                    "Right: one step along a line, to an adjacent empty point.",
                    "对：沿线走一步，到相邻的空点。",
                ),
            },
            Step {
                position: "*/x.x/xX/.XX F",
                task: w(
                    "Now win in two moves: leave black without a move.",
                    "现在两步内取胜：让黑方无棋可走。",
                ),
                goal: Goal::Win(2),
                miss: PLAY_ON,
                done: w("Black has no move left: you win.", "黑方无棋可走：你赢了。"),
            },
        ],
    },
    Lesson {
        id: "weiming-2",
        game: GameId::Weiming,
        title: w("The shared piece", "公用棋子"),
        task: w("Move the shared piece", "走公用棋子"),
        steps: &[
            Step {
                position: "*/xxx/../XXX F",
                task: w(
                    "The gold piece belongs to both sides. Move it.",
                    "金色的棋子双方都能走。走它一步。",
                ),
                goal: Goal::SharedPiece,
                miss: w(
                    "You moved your own piece. The task is the gold shared piece, which either side may move.",
                    "你走的是自己的棋子。这一步要走金色的公用棋子，双方都可以走它。",
                ),
                done: w(
                    "Right: the shared piece steps like any other piece.",
                    "对：公用棋子和别的棋子一样走一步。",
                ),
            },
            Step {
                position: "./x.x/x*/XXX S",
                task: w(
                    "Now you are black: the shared piece is yours to move too.",
                    "现在你执黑：公用棋子你也可以走。",
                ),
                goal: Goal::SharedPiece,
                miss: w(
                    "That is a black piece. Black may move the shared piece as well: move it.",
                    "那是黑子。黑方也可以走公用棋子：走它。",
                ),
                done: w(
                    "Right: red and black share it.",
                    "对：红黑双方共用它。",
                ),
            },
            Step {
                position: "./Xxx/X*/x.X F",
                task: w(
                    "Win in two moves; the shared piece can help.",
                    "两步内取胜；公用棋子可以帮你。",
                ),
                goal: Goal::Win(2),
                miss: PLAY_ON,
                done: w("Black has no move left: you win.", "黑方无棋可走：你赢了。"),
            },
        ],
    },
    Lesson {
        id: "weiming-3",
        game: GameId::Weiming,
        title: w("The lock", "公用棋子的锁"),
        task: w(
            "After the shared piece moves, the other side may not move it",
            "公用棋子刚走过，对方这一步不能走它",
        ),
        steps: &[
            Step {
                position: "./xxx/*./XXX F +",
                task: w(
                    "Black just moved the shared piece, so it is locked for you this turn. Make a move.",
                    "黑方刚走了公用棋子，这一步它对你是锁住的。走一步棋。",
                ),
                goal: Goal::OwnPiece,
                miss: w(
                    "The shared piece is locked this turn: move one of yours.",
                    "公用棋子这一步被锁住：走你自己的棋子。",
                ),
                done: w(
                    "Right. After your move the lock is gone, for both sides.",
                    "对。你走完之后，锁就解开了，双方都能再走它。",
                ),
            },
            Step {
                position: "x/*.x/XX/xX. F",
                task: w(
                    "Win in two moves: a moved shared piece is locked for black.",
                    "两步内取胜：你走过的公用棋子，黑方下一步不能走。",
                ),
                goal: Goal::Win(2),
                miss: PLAY_ON,
                done: w("Black has no move left: you win.", "黑方无棋可走：你赢了。"),
            },
        ],
    },
    Lesson {
        id: "weiming-4",
        game: GameId::Weiming,
        title: w("Trapping a piece", "困住一枚棋子"),
        task: w("Leave a black piece without a move", "让一枚黑子无路可走"),
        steps: &[
            Step {
                position: "*/x.x/xX/X.X F",
                task: w(
                    "The black piece on tr can only go to tm. Take that point away from it.",
                    "tr 上的黑子只能走到 tm。把这个点占住。",
                ),
                goal: Goal::Trap("tr"),
                miss: w(
                    "The black piece on tr can still step to an empty neighbour. A piece is trapped when every point next to it is taken.",
                    "tr 上的黑子还能走到相邻的空点。一枚棋子相邻的点都被占住，它才被困住。",
                ),
                done: w(
                    "Right: every point next to tr is taken, so that piece cannot move.",
                    "对：tr 相邻的点都被占住，那枚棋子动不了了。",
                ),
            },
            Step {
                position: "*/xxx/X./XX. S",
                task: w(
                    "You are black. Win in two moves by trapping every red piece.",
                    "你执黑。两步内困住所有红子取胜。",
                ),
                goal: Goal::Win(2),
                miss: PLAY_ON,
                done: w("Red has no move left: you win.", "红方无棋可走：你赢了。"),
            },
        ],
    },
    Lesson {
        id: "weiming-5",
        game: GameId::Weiming,
        title: w("Winning by leaving no move", "困毙取胜"),
        task: w("Leave black with no legal move", "让黑方无棋可走"),
        steps: &[
            Step {
                position: "*/xxx/XX/.X. F",
                task: w(
                    "A player with no legal move loses. Make the move that leaves black none.",
                    "轮到走棋却无棋可走的一方就输了。走一步，让黑方无棋可走。",
                ),
                goal: Goal::Block,
                miss: w(
                    "Black can still move after that. To win this way every black piece, and the shared piece, must be stuck.",
                    "这步之后黑方还有棋可走。要这样取胜，每枚黑子和公用棋子都必须动不了。",
                ),
                done: w(
                    "Black has no legal move: you win.",
                    "黑方无棋可走：你赢了。",
                ),
            },
            Step {
                position: "./xxx/XX/.*X F",
                task: w(
                    "Black's pieces are stuck, but black could still move the shared piece. Use the lock.",
                    "黑子都动不了，但黑方还能走公用棋子。用上锁的规则。",
                ),
                goal: Goal::Block,
                miss: w(
                    "Black can still move. Move the shared piece yourself: then it is locked for black, and black has nothing left.",
                    "黑方还有棋可走。你自己走公用棋子：它就对黑方锁住，黑方再无棋可走。",
                ),
                done: w(
                    "The shared piece is locked for black and no black piece can move: you win.",
                    "公用棋子对黑方锁住，黑子也都动不了：你赢了。",
                ),
            },
            Step {
                position: "./*xx/.X/XxX F",
                task: w("Win in two moves.", "两步内取胜。"),
                goal: Goal::Win(2),
                miss: PLAY_ON,
                done: w("Black has no move left: you win.", "黑方无棋可走：你赢了。"),
            },
        ],
    },
    Lesson {
        id: "weiming-6",
        game: GameId::Weiming,
        title: w("A real ending", "实战残局"),
        task: w("Win against the computer", "战胜电脑"),
        steps: &[Step {
            position: "X/x*X/xX/x.. F",
            task: w(
                "Everything together: win in two moves against the computer.",
                "综合练习：对电脑两步内取胜。",
            ),
            goal: Goal::Win(2),
            miss: PLAY_ON,
            done: w("Black has no move left: you win.", "黑方无棋可走：你赢了。"),
        }],
    },
];
