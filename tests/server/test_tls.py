"""TLS: with --certfile/--keyfile the server speaks wss:// (a self-signed certificate made by openssl)."""

from __future__ import annotations

import shutil
import ssl
import subprocess
import sys
from pathlib import Path

import pytest
from support.server import run

from jackaroo.online.client import Client
from jackaroo.online.protocol import CreateTable

ROOT = Path(__file__).resolve().parents[2]


@pytest.mark.skipif(shutil.which("openssl") is None, reason="needs the openssl command")
def test_the_server_speaks_wss_with_a_certificate(tmp_path: Path) -> None:
    cert, key = tmp_path / "cert.pem", tmp_path / "key.pem"
    make = [
        "openssl",
        "req",
        "-x509",
        "-newkey",
        "rsa:2048",
        "-nodes",
        "-keyout",
        str(key),
        "-out",
        str(cert),
    ]
    subprocess.run(
        [*make, "-days", "1", "-subj", "/CN=127.0.0.1", "-addext", "subjectAltName=IP:127.0.0.1"],
        check=True,
        capture_output=True,
    )
    command = [sys.executable, "-m", "jackaroo.server", "--port", "0", "--db", str(tmp_path / "db.sqlite3")]
    server = subprocess.Popen(
        [*command, "--certfile", str(cert), "--keyfile", str(key)],
        cwd=ROOT,
        stdout=subprocess.PIPE,
        text=True,
    )
    try:
        assert server.stdout is not None
        line = server.stdout.readline()
        assert line.startswith("listening on wss://127.0.0.1:"), line
        url = line.split()[-1]
        trusting = ssl.create_default_context(cafile=str(cert))

        async def scenario() -> None:
            client = await Client.connect(url, ssl_context=trusting)
            assert (await client.request(CreateTable(name="Sara")))["type"] == "joined"
            await client.close()
            with pytest.raises(ssl.SSLError):  # a client that does not trust the certificate
                await Client.connect(url, ssl_context=ssl.create_default_context())

        run(scenario)
    finally:
        server.kill()
        server.wait()
