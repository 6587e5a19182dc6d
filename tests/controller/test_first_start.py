"""The lessons are offered once, at the first start, and never in the tests or the self-test."""

from __future__ import annotations

from PySide6.QtWidgets import QDialog, QMessageBox

from jackaroo import app
from jackaroo.controller.lessons import runner as lesson_runner
from jackaroo.controller.lessons.runner import offer_lessons
from jackaroo.view.settings.store import lessons_offered


def asked(monkeypatch, answer=QMessageBox.StandardButton.Yes) -> list[str]:
    questions: list[str] = []

    def question(_parent, _title, text, *_args):
        questions.append(text)
        return answer

    monkeypatch.setattr(lesson_runner.QMessageBox, "question", staticmethod(question))
    return questions


def test_the_lessons_are_offered_once(monkeypatch) -> None:
    questions = asked(monkeypatch)
    monkeypatch.setattr(lesson_runner.QStandardPaths, "isTestModeEnabled", staticmethod(lambda: False))
    assert offer_lessons()
    assert len(questions) == 1 and "guided first game" in questions[0]
    assert lessons_offered()
    assert not offer_lessons()
    assert len(questions) == 1


def test_never_in_test_mode(monkeypatch) -> None:
    questions = asked(monkeypatch)
    assert not offer_lessons()
    assert not questions
    assert not lessons_offered()  # still to be offered at a real first start


class RejectedStart:
    """The start dialog, cancelled."""

    def __init__(self, *args, **kwargs) -> None:
        pass

    def exec(self) -> QDialog.DialogCode:
        return QDialog.DialogCode.Rejected


def test_the_app_in_test_mode_goes_straight_to_the_start_dialog(monkeypatch, qapp) -> None:
    questions = asked(monkeypatch)
    monkeypatch.setattr(app, "StartDialog", RejectedStart)
    names = qapp.applicationName(), qapp.organizationName()
    try:
        assert app.main([]) == 0
    finally:
        qapp.setApplicationName(names[0])
        qapp.setOrganizationName(names[1])
    assert not questions


def test_at_the_first_start_the_app_opens_the_lessons_if_taken(monkeypatch, qapp, qtbot) -> None:
    asked(monkeypatch)
    monkeypatch.setattr(lesson_runner.QStandardPaths, "isTestModeEnabled", staticmethod(lambda: False))
    monkeypatch.setattr(app, "StartDialog", lambda *a, **k: pytest_fail("the start dialog opened"))
    built = []

    def build(**kwargs):
        window, controller = real_build(**kwargs)
        qtbot.addWidget(window)
        built.append(controller)
        return window, controller

    real_build = app.build
    monkeypatch.setattr(app, "build", build)
    monkeypatch.setattr(qapp, "exec", lambda: 0)
    names = qapp.applicationName(), qapp.organizationName()
    try:
        assert app.main([]) == 0
    finally:
        qapp.setApplicationName(names[0])
        qapp.setOrganizationName(names[1])
    (controller,) = built
    assert controller.lessons.active
    assert controller.lessons.index == 0
    controller.stop()


def pytest_fail(message: str) -> None:
    raise AssertionError(message)
