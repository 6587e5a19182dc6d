"""At a table whose actions go to a server (the turn driver's ``relay``), an action the rules refuse
is said here, in the banner and the log as offline, and never sent (issue 47: F sent a field the
prompt did not offer, and the server's refusal was all the person read)."""

from __future__ import annotations

from PySide6.QtCore import Qt
from support.person import press
from support.position import position


def test_f_with_an_ace_that_cannot_field_is_said_not_sent(held_controller, qtbot) -> None:
    controller = held_controller
    controller.take_over(position("t0 t10 t20 t30 | t40", "AS 2S 3S 4S"))  # every red marble is out
    sent = []
    controller.driver.relay = lambda question, action: sent.append(action)
    qtbot.waitUntil(controller.input.acting, timeout=5_000)
    controller.window.view.setFocus()
    press(qtbot, Qt.Key.Key_1, where=controller.window.view)  # the Ace
    press(qtbot, Qt.Key.Key_F, where=controller.window.view)
    qtbot.wait(50)
    assert sent == []
    assert "Home" in controller.window.banner.text()
    assert "Not possible" in controller.window.log.toPlainText()
    assert controller.input.acting()  # the person chooses again
