"""The account of one connection to a game server (docs/protocol.md, "Accounts"), as the app keeps it.

Once the server has welcomed the connection, :meth:`AccountLink.start` signs in with the session
token kept for that server (:mod:`~jackaroo.view.settings.account_memory`), else with the guest
account this app made there, else makes a new guest and keeps its token: a person never types
anything to play as a guest.  The person's requests (sign up, sign in, sign out, change password,
delete the account, leaderboards and profiles) are sent through it; their replies come back on
:attr:`AccountLink.answered` and their refusals, in the person's words, on
:attr:`AccountLink.refused`.  Passwords pass through to the server and are never kept.

Every request is sent with ``own`` (:meth:`~.connection.ServerConnection.send`): a refused sign-in
is this module's to say, never the table's.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication, QObject, Signal

from ...online import protocol as p
from ...view.settings import account_memory
from ...view.settings.account_memory import GUEST, SESSION
from .connection import ServerConnection
from .words import error_words

#: what the app does by itself to sign in (its refusals lead to the next way, never to words)
RESUME_SESSION, RESUME_GUEST, NEW_GUEST = "resume_session", "resume_guest", "new_guest"


def account_error_words(code: str, message: str) -> str:
    """A refused account request in the person's words (any other code: :func:`error_words`)."""
    known = {
        "bad_sign_in": QCoreApplication.translate("AccountWords", "Wrong user name or password."),
        "bad_password": QCoreApplication.translate(
            "AccountWords", "A password has 8 to 128 characters: choose a longer one."
        ),
        "bad_name": QCoreApplication.translate(
            "AccountWords",
            "A user name has 3 to 24 letters or digits, each word in one script, and no invisible "
            "or direction marks: choose another.",
        ),
        "name_taken": QCoreApplication.translate(
            "AccountWords", "This user name is taken, or looks too much like one that is: choose another."
        ),
        "bad_session": QCoreApplication.translate(
            "AccountWords", "You were signed out (the session ended or expired): sign in again."
        ),
        "sign_in_rate": QCoreApplication.translate(
            "AccountWords", "Too many attempts: wait a minute and try again."
        ),
        "not_signed_in": QCoreApplication.translate("AccountWords", "You are not signed in."),
        "not_named": QCoreApplication.translate(
            "AccountWords", "A guest account has no password: sign up first."
        ),
        "no_account": QCoreApplication.translate("AccountWords", "There is no player of that user name."),
        "not_ranked": QCoreApplication.translate(
            "AccountWords", "You are not on this leaderboard yet: play more rated games."
        ),
        "bad_message": QCoreApplication.translate(
            "AccountWords", "This server does not offer accounts (it is older than this app)."
        ),
    }
    return known.get(code) or error_words(code, message)


class AccountLink(QObject):
    """The account signed in on ``connection`` to the server at ``address``."""

    #: signed in, out, or as another account: :attr:`signed_in` and :attr:`name` say how
    changed = Signal()
    #: a person's request was answered: the reply (``account``, ``signed_out``, ``password_changed``,
    #: ``account_deleted``, ``leaderboard``, ``profile``, ``rating``, ``my_games``, ``game``)
    answered = Signal(dict)
    #: a person's request was refused: (the request's type, the reason in the person's words)
    refused = Signal(str, str)

    def __init__(self, connection: ServerConnection, address: str, profile: str = "") -> None:
        super().__init__(connection)
        self.connection = connection
        self.address = address
        self.person = profile  # whose tokens (account_memory: "" the app's)
        self.signed_in = False
        #: the user name signed in (None: a guest, or nobody)
        self.name: str | None = None
        self._asked: dict[int, str] = {}
        connection.reply.connect(self._reply)
        connection.closed.connect(self._closed)

    def _token(self, kind: str) -> str:
        return account_memory.remembered_token(self.address, kind, self.person)

    def _keep(self, kind: str, token: str) -> None:
        account_memory.remember_token(self.address, kind, token, self.person)

    @property
    def guest(self) -> bool:
        return self.signed_in and self.name is None

    # -- signing in by itself ---------------------------------------------------------------------
    def start(self) -> None:
        """Sign in as this app last was at this server (see the module's docstring)."""
        if self._token(SESSION):
            self._send(p.SignIn(session=self._token(SESSION)), RESUME_SESSION)
        elif self._token(GUEST):
            self._send(p.SignIn(session=self._token(GUEST)), RESUME_GUEST)
        else:
            self._send(p.Guest(), NEW_GUEST)

    # -- what the person asks ---------------------------------------------------------------------
    def sign_up(self, name: str, password: str) -> None:
        self._send(p.SignUp(name=name, password=password))

    def sign_in(self, name: str, password: str) -> None:
        self._send(p.SignIn(name=name, password=password))

    def sign_out(self, everywhere: bool = False) -> None:
        self._send(p.SignOut(all=everywhere))

    def change_password(self, password: str, new_password: str) -> None:
        self._send(p.ChangePassword(password=password, new_password=new_password))

    def delete(self, password: str | None) -> None:
        self._send(p.DeleteAccount(password=password or None))

    def leaderboard(self, ruleset: str, around_me: bool) -> None:
        self._send(p.GetLeaderboard(ruleset=ruleset, around_me=around_me))  # type: ignore[arg-type]

    def profile(self, name: str | None = None) -> None:
        self._send(p.GetProfile(name=name))

    def my_games(self, offset: int = 0) -> None:
        self._send(p.MyGames(offset=offset))

    def game(self, table: str, number: int) -> None:
        self._send(p.GetGame(table=table, game_number=number))

    def _send(self, message: p.ClientMessage, purpose: str = "") -> None:
        purpose = purpose or msgspec_tag(message)
        if not self.connection.is_ready:
            words = QCoreApplication.translate("AccountWords", "Not connected to the server.")
            self.refused.emit(purpose, words)
            return
        self._asked[self.connection.send(message, own=True)] = purpose

    # -- what the server says ---------------------------------------------------------------------
    def _reply(self, message: dict[str, Any]) -> None:
        ref = message.get("ref")
        purpose = self._asked.pop(ref, None) if isinstance(ref, int) else None
        kind = message.get("type")
        if purpose is None:
            if kind == "signed_out":  # the session ended elsewhere (signed out everywhere, a new password)
                self._forget_current()
                self.start()
            return
        if kind == "error":
            self._refused(purpose, str(message.get("code", "")), str(message.get("message", "")))
        elif kind == "account":
            self._signed_in_as(purpose, message)
        elif kind in ("signed_out", "account_deleted"):
            self._forget_current()
            self.start()  # playing on as this app's guest (signed in before what is asked next)
            self.answered.emit(message)
        else:
            self.answered.emit(message)

    def _refused(self, purpose: str, code: str, text: str) -> None:
        if purpose == RESUME_SESSION:
            self._keep(SESSION, "")
            self.start()
        elif purpose == RESUME_GUEST:
            self._keep(GUEST, "")
            self.start()
        else:
            self.refused.emit(purpose, account_error_words(code, text))

    def _signed_in_as(self, purpose: str, message: dict[str, Any]) -> None:
        name = message.get("name")
        self.signed_in, self.name = True, name if isinstance(name, str) and name else None
        token = message.get("session")
        if isinstance(token, str) and token:
            if self.name is None:
                self._keep(GUEST, token)
            else:
                self._keep(SESSION, token)
        if self.name is not None:  # (the name a game here may go by)
            account_memory.remember_account_name(self.name, self.person)
        if purpose == "sign_up":
            self._keep(GUEST, "")  # that guest has a name now
        elif purpose == RESUME_GUEST and self.name is not None:  # the guest signed up elsewhere
            self._keep(SESSION, self._token(GUEST))
            self._keep(GUEST, "")
        self.changed.emit()
        if purpose not in (RESUME_SESSION, RESUME_GUEST, NEW_GUEST):
            self.answered.emit(message)

    def _forget_current(self) -> None:
        """This connection's account is signed out: its token goes (a guest's too: it is gone)."""
        self._keep(GUEST if self.guest else SESSION, "")
        if self.name is not None and account_memory.remembered_account_name(self.person) == self.name:
            account_memory.remember_account_name("", self.person)
        self.signed_in, self.name = False, None
        self.changed.emit()

    def _closed(self, _reason: str) -> None:
        self._asked.clear()
        if self.signed_in:
            self.signed_in, self.name = False, None
            self.changed.emit()


def msgspec_tag(message: p.ClientMessage) -> str:
    """The ``type`` a client message is sent with (``sign_up``, ``profile``…)."""
    return str(type(message).__struct_config__.tag)
