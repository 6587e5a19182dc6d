"""The game review's results (Game > Review game…): each decision of the player with the win
chances of the action taken and of Expert's choice, mistakes marked; choosing one shows it on the
board (the owner does that on :attr:`ReviewDialog.chosen`)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Protocol

from PySide6.QtCore import QLocale, Qt, Signal
from PySide6.QtWidgets import (
    QCheckBox,
    QDialog,
    QDialogButtonBox,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QVBoxLayout,
    QWidget,
)

from ..text.bidi import fill


class Judged(Protocol):
    """One judged decision, as the controller hands it over (the review's
    :class:`jackaroo.ai.review.Judgement`): decision ``index`` (0-based, in the record), the action
    ``taken`` and Expert's ``best`` (notation) with their win chances (0..1)."""

    @property
    def index(self) -> int: ...
    @property
    def taken(self) -> str: ...
    @property
    def best(self) -> str: ...
    @property
    def taken_chance(self) -> float: ...
    @property
    def best_chance(self) -> float: ...
    @property
    def mistake(self) -> bool: ...


def _percent(chance: float) -> str:
    """A win chance as the locale writes a whole percentage."""
    return QLocale().toString(round(100 * chance)) + QLocale().percent()


class ReviewDialog(QDialog):
    """A list of judged decisions (``words``: each decision's taken and best plays in words)."""

    #: a decision was chosen: its index in the record
    chosen = Signal(int)

    def __init__(
        self,
        judgements: Sequence[Judged],
        words: Sequence[tuple[str, str]],
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Game review"))
        self.resize(640, 480)
        self.judgements = list(judgements)
        mistakes = sum(1 for j in judgements if j.mistake)
        summary = QLabel(
            fill(
                self.tr(
                    "{decisions} decisions with a choice, {mistakes} marked ✗ where Expert's play was "
                    "clearly more likely to win. Choose one to see it on the board with the better play."
                ),
                decisions=len(judgements),
                mistakes=mistakes,
            )
        )
        summary.setWordWrap(True)
        self.only_mistakes = QCheckBox(self.tr("Only the &mistakes"))
        self.only_mistakes.setChecked(mistakes > 0)
        self.only_mistakes.toggled.connect(self._filter)
        self.list = QListWidget()
        for judgement, (taken, best) in zip(judgements, words, strict=True):
            if judgement.taken == judgement.best:
                text = fill(
                    self.tr("Action {number}: you {taken} ({chance}), as Expert would"),
                    number=judgement.index + 1,
                    taken=taken,
                    chance=_percent(judgement.taken_chance),
                )
            else:
                text = fill(
                    self.tr(
                        "{mark} Action {number}: you {taken} ({chance}); Expert would {best} ({best_chance})"
                    ),
                    mark="✗" if judgement.mistake else "·",
                    number=judgement.index + 1,
                    taken=taken,
                    chance=_percent(judgement.taken_chance),
                    best=best,
                    best_chance=_percent(judgement.best_chance),
                )
            item = QListWidgetItem(text)
            item.setData(Qt.ItemDataRole.UserRole, judgement.index)
            self.list.addItem(item)
        self.list.currentItemChanged.connect(self._chose)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(summary)
        layout.addWidget(self.only_mistakes)
        layout.addWidget(self.list, 1)
        layout.addWidget(buttons)
        self._filter(self.only_mistakes.isChecked())

    def _filter(self, only_mistakes: bool) -> None:
        for row, judgement in enumerate(self.judgements):
            self.list.item(row).setHidden(only_mistakes and not judgement.mistake)

    def _chose(self, item: QListWidgetItem | None, _previous: QListWidgetItem | None = None) -> None:
        if item is not None:
            self.chosen.emit(int(item.data(Qt.ItemDataRole.UserRole)))
