"""The Profile tab of the account window: a player's games, wins, rating and place per ruleset, and
their rating after each rated game as a small line chart (:class:`RatingChart`, drawn with
QPainter: the oldest game at the start of the line, which is the right in Arabic).  It only shows
and asks: the controller sends the ``profile`` request."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QDateTime, QLocale, QPointF, QRectF, Qt, Signal
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPaintEvent, QPen
from PySide6.QtWidgets import QFormLayout, QHBoxLayout, QLabel, QPushButton, QVBoxLayout, QWidget

from ..dialogs.start import ruleset_box
from ..settings.seats import DEFAULT_RULES
from ..text.bidi import fill
from .leaderboard import number_text, rating_text, shown, whole

#: the chart's inner margin, and the room for the highest and lowest rating's labels, in pixels
MARGIN = 10.0
LABELS = 44.0


class RatingChart(QWidget):
    """A player's rating after each rated game, oldest first, as a line with a dot per game; the
    first game at the start of a line of text (the left, or the right in a right-to-left layout)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setMinimumSize(240, 120)
        #: the ratings shown (the server's scale), oldest first
        self.values: list[float] = []

    def show_history(self, history: list[Any]) -> None:
        """A profile's ``history``: ``[ended, rating]`` pairs, oldest first."""
        self.values = [
            float(point[1])
            for point in history
            if isinstance(point, list) and len(point) == 2 and isinstance(point[1], (int, float))
        ]
        self.setAccessibleDescription(", ".join(QLocale().toString(shown(v)) for v in self.values))
        self.update()

    def points(self) -> list[QPointF]:
        """Where each game's dot is drawn, in the widget's pixels (mirrored right to left)."""
        if not self.values:
            return []
        rtl = self.layoutDirection() == Qt.LayoutDirection.RightToLeft
        area = self._area(rtl)
        low, high = min(self.values), max(self.values)
        span = high - low or 1.0
        step = area.width() / max(1, len(self.values) - 1)
        out = []
        for i, value in enumerate(self.values):
            x = area.left() + i * step if len(self.values) > 1 else area.center().x()
            if rtl:
                x = area.left() + area.right() - x  # the first game on the right
            y = area.bottom() - (value - low) / span * area.height() if high > low else area.center().y()
            out.append(QPointF(x, y))
        return out

    def _area(self, rtl: bool) -> QRectF:
        """Where the line is drawn: inside the margins, the labels' room at the end side."""
        area = QRectF(self.rect()).adjusted(MARGIN, MARGIN, -MARGIN, -MARGIN)
        return area.adjusted(0, 0, -LABELS, 0) if not rtl else area.adjusted(LABELS, 0, 0, 0)

    def _labels(self, painter: QPainter) -> None:
        """The highest and the lowest rating, beside the top and the bottom of the line's room."""
        rtl = self.layoutDirection() == Qt.LayoutDirection.RightToLeft
        area = self._area(rtl)
        left = area.right() + 4 if not rtl else MARGIN
        align = Qt.AlignmentFlag.AlignLeft if not rtl else Qt.AlignmentFlag.AlignRight
        painter.setPen(self.palette().text().color())
        for value, top in ((max(self.values), area.top() - 8), (min(self.values), area.bottom() - 8)):
            box = QRectF(left, top, LABELS - 4, 16)
            text = "\u2066" + number_text(shown(value)) + "\u2069"  # (its minus sign before it)
            painter.drawText(box, align | Qt.AlignmentFlag.AlignVCenter, text)

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        palette = self.palette()
        painter.fillRect(self.rect(), palette.base())
        painter.setPen(QPen(palette.mid().color(), 1))
        painter.drawRect(QRectF(self.rect()).adjusted(0.5, 0.5, -0.5, -0.5))
        points = self.points()
        if not points:
            painter.setPen(palette.placeholderText().color())
            painter.drawText(self.rect(), Qt.AlignmentFlag.AlignCenter, self.tr("No rated game yet"))
            return
        line = QColor("#1565c0")
        path = QPainterPath(points[0])
        for point in points[1:]:
            path.lineTo(point)
        painter.setPen(QPen(line, 2))
        painter.drawPath(path)
        painter.setBrush(line)
        for point in points:
            painter.drawEllipse(point, 3.0, 3.0)
        self._labels(painter)


class ProfilePage(QWidget):
    """A player's profile: name, then per ruleset (chosen above) games, wins, rating, place and
    the rating's history; My profile shows one's own."""

    #: show one's own profile
    own_requested = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        layout = QVBoxLayout(self)
        top = QHBoxLayout()
        self.name_label = QLabel()
        self.name_label.setTextFormat(Qt.TextFormat.PlainText)
        font = self.name_label.font()
        font.setPointSizeF(font.pointSizeF() * 1.3)
        font.setBold(True)
        self.name_label.setFont(font)
        top.addWidget(self.name_label, 1)
        self.own_button = QPushButton(self.tr("&My profile"))
        self.own_button.clicked.connect(self.own_requested)
        top.addWidget(self.own_button)
        layout.addLayout(top)
        form = QFormLayout()
        self.ruleset_box = ruleset_box(DEFAULT_RULES)
        form.addRow(self.tr("R&ules:"), self.ruleset_box)
        self.games_label, self.wins_label = QLabel(), QLabel()
        self.rating_label, self.place_label = QLabel(), QLabel()
        form.addRow(self.tr("Games:"), self.games_label)
        form.addRow(self.tr("Wins:"), self.wins_label)
        form.addRow(self.tr("Rating:"), self.rating_label)
        form.addRow(self.tr("Place:"), self.place_label)
        layout.addLayout(form)
        layout.addWidget(QLabel(self.tr("Rating after each rated game:")))
        self.chart = RatingChart()
        layout.addWidget(self.chart, 1)
        self.ruleset_box.currentIndexChanged.connect(self._show_ruleset)
        self.profile: dict[str, Any] = {}
        self.show_profile({})

    def show_profile(self, profile: dict[str, Any]) -> None:
        """A ``profile`` reply ({}: nobody's yet)."""
        self.profile = profile
        name = profile.get("name")
        if not profile:
            self.name_label.setText("")
        else:
            self.name_label.setText(name if isinstance(name, str) and name else self.tr("You (a guest)"))
        self._show_ruleset()

    def _show_ruleset(self) -> None:
        rulesets = self.profile.get("rulesets")
        part = rulesets.get(str(self.ruleset_box.currentData())) if isinstance(rulesets, dict) else None
        part = part if isinstance(part, dict) else {}
        locale = QLocale()
        games, wins = whole(part.get("games")), whole(part.get("wins"))
        self.games_label.setText(locale.toString(games))
        text = locale.toString(wins)
        if games:
            percent = locale.toString(round(100 * wins / games))
            text = fill(self.tr("{wins} ({percent}%)"), wins=text, percent=percent)
        self.wins_label.setText(text)
        self.rating_label.setText(rating_text(part.get("rating")))
        place = whole(part.get("place"))
        unplaced = self.tr("not on the leaderboard")
        self.place_label.setText(locale.toString(place) if place else unplaced)
        history = part.get("history")
        history = history if isinstance(history, list) else []
        self.chart.show_history(history)
        last = history[-1][0] if history and isinstance(history[-1], list) else None
        if isinstance(last, int):
            when = locale.toString(QDateTime.fromSecsSinceEpoch(last), QLocale.FormatType.ShortFormat)
            self.chart.setToolTip(fill(self.tr("Last rated game: {when}"), when=when))
        else:
            self.chart.setToolTip("")
