"""Invitation links end to end: the host clicks "Copy invitation link" on the table's panel, and
the app started with that link (``jackaroo jackaroo://host:port/CODE``, as a desktop starts it for a
clicked link) opens straight at that table with the name remembered from the Play online dialog.
A text that is no invitation link is said on the home screen, and nothing else happens."""

from __future__ import annotations

from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QApplication
from support.online_pair import open_friend
from support.person import click

from jackaroo import app
from jackaroo.online.protocol import CreateTable
from jackaroo.view.online.dialog import LOBBY
from jackaroo.view.settings.online_memory import recent_servers, remember_way


def start_the_app(qapp, monkeypatch, argv: list[str], until) -> list:
    """``jackaroo ARGV...`` as from a desktop: ``app.main`` builds and shows the window; its event
    loop runs until ``until(controller)`` holds.  Returns the (window, controller) built."""
    built: list = []
    real_build = app.build

    def build(**kwargs):
        window, controller = real_build(**kwargs)
        controller.scene.animator.speed = 0
        built.append((window, controller))
        return window, controller

    def exec_instead() -> int:
        deadline = 15_000
        while not until(built[0][1]) and deadline > 0:
            QApplication.processEvents()
            QApplication.instance().thread().msleep(20)
            deadline -= 20
        return 0

    monkeypatch.setattr(app, "build", build)
    monkeypatch.setattr(type(qapp), "exec", staticmethod(exec_instead))
    names = qapp.applicationName(), qapp.organizationName()
    try:
        assert app.main(["jackaroo", *argv]) == 0
    finally:
        qapp.setApplicationName(names[0])
        qapp.setOrganizationName(names[1])
    return built


def test_the_app_started_with_a_copied_link_sits_at_that_table(qtbot, qapp, server_url, monkeypatch) -> None:
    sara = open_friend(qtbot, "Sara")
    host = sara.controller.online.connect_to(server_url, CreateTable(name="Sara", ruleset="classic"))
    qtbot.waitUntil(lambda: host.code is not None and sara.window.table_panel.isVisible(), timeout=10_000)
    panel = sara.window.table_panel
    QGuiApplication.clipboard().clear()
    click(qtbot, panel.link_button)  # "Copy invitation link"
    link = QGuiApplication.clipboard().text()
    assert link == f"jackaroo://{server_url.removeprefix('ws://')}/{host.code}"
    remember_way(LOBBY, "Omar", "")  # the name Omar used last time in the Play online dialog
    built = start_the_app(
        qapp, monkeypatch, [link], lambda c: c.online.session is not None and c.online.session.table
    )
    window, omar = built[0]
    try:
        session = omar.online.session
        assert session.seat == 2 and session.table_id == host.table_id  # (opposite Sara: her partner)
        qtbot.waitUntil(lambda: window.table_panel.isVisible(), timeout=5_000)
        assert not window.home_shown
        qtbot.waitUntil(lambda: "Omar" in [label.text() for label in panel.names], timeout=5_000)
        assert recent_servers() == [server_url]
        # the guest may copy the link too: it is the same
        assert window.table_panel.link_button.isVisible() and window.table_panel.link == link
    finally:
        for controller in (omar, sara.controller):
            controller.online.leave(ask=False)
            controller.stop()
        window.close()


def test_a_text_that_is_no_link_is_said_on_the_home_screen(qtbot, qapp, monkeypatch) -> None:
    bad = "jackaroo://club.example:8765/AB12/../../etc"
    built = start_the_app(qapp, monkeypatch, [bad], lambda c: True)
    window, controller = built[0]
    try:
        assert window.home_shown and controller.online.session is None
        assert window.home.notice.text().startswith(f"“{bad}” is not an invitation link.")
    finally:
        controller.stop()
        window.close()
