"""The CPU levels' measured strength: written by the arena (never by hand), read by the start dialog."""

from __future__ import annotations

import json

from jackaroo.ai import strength
from jackaroo.arena import main as arena_main
from jackaroo.model.players import CPU_LEVELS


def test_the_arena_saves_the_first_entrys_figure_and_its_table(tmp_path, monkeypatch, capsys) -> None:
    figures = tmp_path / "strength.json"
    docs = tmp_path / "ai.md"
    docs.write_text(f"# CPU players\n\n{strength.BEGIN}\nold\n{strength.END}\n\nafter\n", encoding="utf-8")
    monkeypatch.setattr(strength, "STRENGTH_FILE", figures)
    saved = strength.save  # the arena writes where it is told: the test's folder

    def save_here(figure, path=figures, docs=None):
        return saved(figure, figures, tmp_path / "ai.md")

    monkeypatch.setattr(strength, "save", save_here)
    args = [
        "--seats",
        "greedy,random,random,random",
        "--games",
        "8",
        "--seed",
        "3",
        "--no-progress",
        "--jobs",
        "1",
    ]
    assert arena_main([*args, "--save-strength"]) == 0
    capsys.readouterr()
    (figure,) = strength.load(figures)
    assert (figure.level, figure.opponents, figure.players, figure.ruleset, figure.games) == (
        "greedy",
        "random",
        4,
        "guc",
        8,
    )
    assert figure.command == "python -m jackaroo.arena " + " ".join(args)
    assert 0 <= figure.low <= figure.rate <= figure.high <= 1
    text = docs.read_text(encoding="utf-8")
    assert "old" not in text and text.endswith("after\n")
    assert f"`{figure.command}`" in text
    # a new measurement of the same match replaces the old one
    assert arena_main([*args[:4], "--seed", "4", "--no-progress", "--jobs", "1", "--save-strength"]) == 0
    assert [f.command.split("--seed ")[1][0] for f in strength.load(figures)] == ["4"]


def test_a_missing_or_broken_file_gives_no_figures(tmp_path) -> None:
    assert strength.load(tmp_path / "none.json") == ()
    bad = tmp_path / "bad.json"
    bad.write_text(json.dumps([{"level": "expert"}]), encoding="utf-8")
    assert strength.load(bad) == ()


def test_the_shipped_figures_load() -> None:
    for figure in strength.load():
        assert figure.level in CPU_LEVELS and figure.games > 0
