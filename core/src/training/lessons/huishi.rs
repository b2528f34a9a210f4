//! The lessons of Rendezvous (`docs/rules/huishi.md`).

use super::{w, Goal, Lesson, Step};
use crate::rules::game::GameId;

const PLAY_ON: super::Words = w(
    "That lets the win slip away: from here it can no longer be forced in time.",
    "这步放走了胜机：从这里已经不能及时逼出胜局。",
);

const YOU_WIN: super::Words = w("You win.", "你赢了。");

const A_STEP: super::Words = w(
    "That was a step. The task is a jump: over a piece next to yours, to the empty point just beyond it on the same line.",
    "这是走一步。这一步要跳：跳过紧挨着的一枚棋子，落到同一条线上紧跟着的空点。",
);

pub(super) static LESSONS: &[Lesson] = &[
    Lesson {
        id: "huishi-1",
        game: GameId::Huishi,
        title: w("The step and the jump", "走和跳"),
        task: w("Jump over a piece", "跳过一枚棋子"),
        steps: &[
            Step {
                position: "X./.gx.g/.x.../.GXGX/.x F",
                task: w(
                    "You are red. A piece steps to an empty point next to it, or jumps over the piece next to it to the empty point beyond. Jump.",
                    "你执红。棋子可以走到相邻的空点，也可以跳过紧挨着的棋子，落到后面的空点。跳一步。",
                ),
                goal: Goal::Jump,
                miss: A_STEP,
                done: w(
                    "Right: one jump per move, never two in a row.",
                    "对：每步只能跳一次，不能连跳。",
                ),
            },
            Step {
                position: ".g/...xx/GXG.X/x.gX./.. F",
                task: w(
                    "Now win in two moves: bring your two generals together.",
                    "现在两步内取胜：让你的两枚师会师。",
                ),
                goal: Goal::Win(2),
                miss: PLAY_ON,
                done: YOU_WIN,
            },
        ],
    },
    Lesson {
        id: "huishi-2",
        game: GameId::Huishi,
        title: w("Nothing is captured", "不吃子"),
        task: w("Jump over a black piece", "跳过一枚黑子"),
        steps: &[
            Step {
                position: "gg/..xx./.x.../.XXX./GG F",
                task: w(
                    "Jump over the black soldier on b3. Nothing is ever captured in this game.",
                    "跳过 b3 上的黑兵。这个棋从来不吃子。",
                ),
                goal: Goal::Jump,
                miss: A_STEP,
                done: w(
                    "Right: the soldier you jumped over is still on b3.",
                    "对：被跳过的兵还在 b3 上。",
                ),
            },
            Step {
                position: "g./x.X.x/..X.g/G..XG/.x F",
                task: w("Win in two moves.", "两步内取胜。"),
                goal: Goal::Win(2),
                miss: PLAY_ON,
                done: YOU_WIN,
            },
        ],
    },
    Lesson {
        id: "huishi-3",
        game: GameId::Huishi,
        title: w("The generals' jump", "师的跳"),
        task: w("Jump, but not with a general next to its partner", "跳一步，但师不能跳到另一枚师旁边"),
        steps: &[
            Step {
                position: "gg/.xxx./.G.../X.XX./G. F",
                task: w(
                    "A general may not jump to a point next to its own other general, unless the well is one of the two points. Find a jump that is allowed.",
                    "师不能跳到自己另一枚师旁边的点上，除非两者之中有一个是井。找一个可以跳的棋子。",
                ),
                goal: Goal::Jump,
                miss: A_STEP,
                done: w(
                    "Right: soldiers have no such limit.",
                    "对：兵没有这个限制。",
                ),
            },
            Step {
                position: "gg/..xxX/..x../.X.GX/.G F",
                task: w("Win in two moves.", "两步内取胜。"),
                goal: Goal::Win(2),
                miss: PLAY_ON,
                done: YOU_WIN,
            },
        ],
    },
    Lesson {
        id: "huishi-4",
        game: GameId::Huishi,
        title: w("The well never counts", "井不算"),
        task: w("Meet without the well", "不靠井会师"),
        steps: &[
            Step {
                position: "gg/.xxx./G.G../...XX/.X F",
                task: w(
                    "Your general on c3 stands on the well. Generals side by side win, but never when one of them is on the well. Win now.",
                    "c3 上的师站在井上。两枚师相邻就赢，但其中一枚在井上时不算。现在取胜。",
                ),
                goal: Goal::Rendezvous,
                miss: w(
                    "No rendezvous: generals next to each other win only when neither of them stands on the well, and only after a step.",
                    "没有会师：两枚师相邻，而且都不在井上，又是走一步走成的，才算会师。",
                ),
                done: w(
                    "Right: off the well and side by side, a rendezvous.",
                    "对：离开井，两师相邻，会师了。",
                ),
            },
            Step {
                position: "Xg/gXX../Gx.../xx.G./.. F",
                task: w("Win in two moves.", "两步内取胜。"),
                goal: Goal::Win(2),
                miss: PLAY_ON,
                done: YOU_WIN,
            },
        ],
    },
    Lesson {
        id: "huishi-5",
        game: GameId::Huishi,
        title: w("The rendezvous that wins", "会师取胜"),
        task: w("Bring your generals together", "让两枚师会师"),
        steps: &[
            Step {
                position: "gg/.xxx./...../.GXXX/G. F",
                task: w(
                    "A general that steps next to its partner wins at once. Do it.",
                    "一枚师走一步，来到另一枚师旁边，立刻取胜。走这一步。",
                ),
                goal: Goal::Rendezvous,
                miss: w(
                    "No rendezvous yet: a general must step to a point next to its own other general.",
                    "还没有会师：一枚师要走一步，来到自己另一枚师的旁边。",
                ),
                done: w("Rendezvous: you win.", "会师：你赢了。"),
            },
            Step {
                position: "gg/..Gx./x.GX./Xx..X/.. F",
                task: w("Win in two moves.", "两步内取胜。"),
                goal: Goal::Win(2),
                miss: PLAY_ON,
                done: YOU_WIN,
            },
        ],
    },
    Lesson {
        id: "huishi-6",
        game: GameId::Huishi,
        title: w("A real race", "实战对局"),
        task: w("Win against the computer", "战胜电脑"),
        steps: &[Step {
            position: ".G/gx.../xx.G./gX.X./.X S",
            task: w(
                "Everything together: you are black, win in two moves against the computer.",
                "综合练习：你执黑，对电脑两步内取胜。",
            ),
            goal: Goal::Win(2),
            miss: PLAY_ON,
            done: YOU_WIN,
        }],
    },
];
