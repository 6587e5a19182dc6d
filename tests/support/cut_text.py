"""Text that a person cannot read whole: cut at a widget's edge, or squeezed by a layout below the
room it needs.

:func:`cut_texts` looks at every widget in sight under a window (a label, a button, a check box, a
combo box's current item) and at every layout that holds widgets in sight, and says which text does
not fit, as a person would notice it: a line running past its widget's edge, a wrapped label taller
than its room, widgets laid out on top of each other because their layout was given less than its
least size, a word shown with no room at all (a layout that kept an old text's room), a table's
column header beyond the table's edge.
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractScrollArea,
    QCheckBox,
    QComboBox,
    QHeaderView,
    QLabel,
    QPushButton,
    QRadioButton,
    QToolButton,
    QWidget,
)

#: room a button's frame and padding need around its text, in pixels (at least)
BUTTON_PADDING = 6
#: room a check box's or radio button's indicator and gap need, in pixels
INDICATOR = 18
#: room a combo box's frame and arrow need, in pixels
COMBO_FRAME = 24


def _plain(text: str) -> str:
    return text.replace("&&", "\0").replace("&", "").replace("\0", "&")


def in_sight(widget: QWidget) -> bool:
    """Whether ``widget`` is shown and at least partly drawn (not scrolled away, not zero-sized)."""
    return widget.isVisible() and not widget.visibleRegion().isEmpty()


def _scrolled(widget: QWidget) -> bool:
    """Whether ``widget`` sits inside a scrolling frame's contents (it may be larger than the frame)."""
    parent = widget.parentWidget()
    while parent is not None:
        if isinstance(parent, QAbstractScrollArea):
            return True
        parent = parent.parentWidget()
    return False


def _line_width(widget: QWidget, text: str) -> int:
    metrics = widget.fontMetrics()
    return max((metrics.horizontalAdvance(line) for line in text.split("\n")), default=0)


def cut_texts(root: QWidget) -> list[str]:
    """What ``root`` (a window) shows cut or squeezed, one description each ([] when all is whole)."""
    problems: list[str] = []
    for widget in [root, *root.findChildren(QWidget)]:
        if widget.window() is not root:
            continue
        # (a header's own region is all covered by its viewport: in sight where that is)
        shown = widget.viewport() if isinstance(widget, QHeaderView) else widget
        if not in_sight(shown):
            if _squashed(widget):
                problems.append(f"{type(widget).__name__} {_text(widget)!r} is shown with no room at all")
            continue
        problem = _widget_problem(widget)
        if problem:
            problems.append(f"{type(widget).__name__} {problem}")
        layout = widget.layout()
        if layout is not None and not isinstance(widget, QAbstractScrollArea) and layout.count():
            least = layout.minimumSize()
            if widget.width() < least.width() or (widget.height() < least.height() and not _scrolled(widget)):
                problems.append(
                    f"{type(widget).__name__} {widget.objectName()!r} squeezed to {widget.width()}x"
                    f"{widget.height()}, its layout needs {least.width()}x{least.height()}"
                    f" ({_texts_in(widget)})"
                )
    return problems


def _text(widget: QWidget) -> str:
    if isinstance(widget, QLabel | QAbstractButton):
        return _plain(widget.text())
    return ""


def _squashed(widget: QWidget) -> bool:
    """Whether ``widget`` is shown, has words, and is laid out with no width or no height (so a
    person sees none of them, where :func:`in_sight` would pass over it)."""
    if not widget.isVisible() or not _text(widget):
        return False
    if isinstance(widget, QLabel) and widget.pixmap() is not None and not widget.pixmap().isNull():
        return False
    return widget.width() <= 1 or widget.height() <= 1


def _texts_in(widget: QWidget) -> str:
    found = [*widget.findChildren(QLabel), *widget.findChildren(QAbstractButton)]
    texts = [w.text() for w in found if w.isVisible() and w.text()]
    return "; ".join(texts[:4])


def _widget_problem(widget: QWidget) -> str:
    """Why ``widget``'s own text is cut ("" if it is whole)."""
    if isinstance(widget, QLabel):
        text = widget.text()
        if not text or (widget.pixmap() is not None and not widget.pixmap().isNull()):
            return ""
        if widget.wordWrap():
            needed = widget.heightForWidth(widget.width())
            if needed > widget.height():
                return f"{text!r} needs {needed} px of height, has {widget.height()}"
            return ""
        hint = widget.sizeHint()
        if hint.width() > widget.width() + 1:
            return f"{text!r} needs {hint.width()} px, has {widget.width()}"
        if hint.height() > widget.height() + 1:
            return f"{text!r} needs {hint.height()} px of height, has {widget.height()}"
        return ""
    if isinstance(widget, QAbstractButton):
        text = _plain(widget.text())
        icon_only = isinstance(widget, QToolButton) and (
            widget.toolButtonStyle() == Qt.ToolButtonStyle.ToolButtonIconOnly
        )
        if not text or icon_only:  # (an icon's button keeps its text for screen readers)
            return ""
        needed = _line_width(widget, text)
        if isinstance(widget, QCheckBox | QRadioButton):
            needed += INDICATOR
        elif isinstance(widget, QPushButton | QToolButton):
            needed += BUTTON_PADDING
            if not widget.icon().isNull():
                needed += widget.iconSize().width()
        if needed > widget.width():
            return f"{text!r} needs {needed} px, has {widget.width()}"
        if widget.fontMetrics().height() > widget.height():
            return f"{text!r} needs {widget.fontMetrics().height()} px of height, has {widget.height()}"
        return ""
    if isinstance(widget, QHeaderView):
        model = widget.model()
        if model is None or widget.orientation() != Qt.Orientation.Horizontal:
            return ""
        cut = []
        for section in range(widget.count()):
            if widget.isSectionHidden(section):
                continue
            text = str(model.headerData(section, widget.orientation()) or "")
            needed = max(
                (widget.fontMetrics().horizontalAdvance(line) for line in text.split("\n")), default=0
            )
            if needed + BUTTON_PADDING > widget.sectionSize(section):
                cut.append(f"{text!r} needs {needed + BUTTON_PADDING} px, has {widget.sectionSize(section)}")
            start = widget.sectionViewportPosition(section)
            if start < 0 or start + widget.sectionSize(section) > widget.viewport().width() + 1:
                cut.append(f"{text!r} runs past its table's edge")  # (a table narrower than its columns)
        return "; ".join(cut)
    if isinstance(widget, QComboBox):
        text = widget.currentText()
        needed = _line_width(widget, text) + COMBO_FRAME
        if text and needed > widget.width():
            return f"{text!r} needs {needed} px, has {widget.width()}"
    return ""


def overlapping(root: QWidget) -> list[str]:
    """Pairs of sibling widgets in sight under ``root`` that are drawn over each other (laid out by
    the same layout), one description each."""
    problems: list[str] = []
    for parent in [root, *root.findChildren(QWidget)]:
        layout = parent.layout()
        if layout is None or not in_sight(parent) or parent.window() is not root:
            continue
        shown = [
            layout.itemAt(i).widget()
            for i in range(layout.count())
            if layout.itemAt(i).widget() is not None and in_sight(layout.itemAt(i).widget())
        ]
        for i, first in enumerate(shown):
            for second in shown[i + 1 :]:
                overlap = first.geometry().intersected(second.geometry())
                if overlap.width() > 1 and overlap.height() > 1:
                    problems.append(
                        f"{_name(first)} and {_name(second)} overlap by {overlap.width()}x{overlap.height()}"
                    )
    return problems


def _name(widget: QWidget) -> str:
    text = getattr(widget, "text", None)
    words = text() if callable(text) else ""
    return f"{type(widget).__name__}({words!r})" if words else type(widget).__name__


__all__ = ["cut_texts", "in_sight", "overlapping"]
