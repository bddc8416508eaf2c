"""Engines spoken to in protocol lines: in another process, or in this one (loopback).

`SubprocessEngine("node my-engine.js")` is an `Engine`: each method sends one request
line and reads one answer line, within `timeout` seconds (the first answer, which waits for
the process to start, within `START_SECONDS` at least). Whatever goes wrong (the
process cannot start, stops, hangs, answers something that is not the protocol) raises
EngineError naming the request; the process is killed and this engine is not used
again (the rule book starts a fresh one for the next scenario). Every answer is checked
against the protocol's JSON Schema (`scorpion.protocol.schemas`) after it is read, so an
answer the readers let through but the spec forbids fails too. The process's stderr
goes to a temporary file, so a chatty engine never blocks, and its last lines are
quoted when it stops.
"""

from __future__ import annotations

import json
import os
import select
import shlex
import subprocess
import tempfile
import time
from collections.abc import Callable, Sequence
from contextlib import suppress
from typing import IO, Any, TypeVar

from scorpion.errors import EngineError, ProtocolError
from scorpion.protocol import schemas, scopa, wire
from scorpion.protocol.engine import Engine
from scorpion.protocol.scopa import ScopaEngine
from scorpion.protocol.server import answer, handlers
from scorpion.protocol.values import Board, Capabilities, Move, Outcome, State, Status

#: The least a fresh process has for its first answer: that wait includes its start (an
#: interpreter and its imports: over a second on a loaded machine), which is not the
#: answering `timeout` is about.
START_SECONDS = 10.0

Json = dict[str, Any]
T = TypeVar("T")


class LineEngine:
    """An Engine whose every call is one request line answered by one line.

    Subclasses say how a line travels (`_exchange`); this class writes the requests,
    reads and checks the answers, and keeps them in `transcript` when asked to.
    """

    def __init__(self, record: bool = False) -> None:
        self._next_id = 0
        self._caps: Capabilities | None = None
        self._dead = False
        self.transcript: list[tuple[str, str]] | None = [] if record else None
        """(request line, answer line) of every exchange, when recording."""
        self._answer: tuple[str, str, Json] | None = None
        """(op, request as messages name it, answer) of the last exchange, to check."""

    # ---- the protocol -------------------------------------------------------------
    def capabilities(self) -> Capabilities:
        self._start()
        assert self._caps is not None
        return self._caps

    def setup(self, board: Board, variant_file: str | None = None) -> None:
        if variant_file is None:  # what an engine without "variant-files" reads
            self._call("setup", board=wire.board_to_json(board))
        else:
            self._call("setup", board=wire.board_to_json(board), variant_file=variant_file)
        self._conform()

    def deal(self, seed: int, variant: str) -> None:
        self._call("deal", seed=seed, variant=variant)
        self._conform()

    def state(self) -> State:
        return self._read("state", wire.state_from_json)

    def status(self) -> Status:
        return self._read("status", wire.status_from_json)

    def legal_moves(self) -> tuple[Move, ...]:
        return self._read("moves", wire.moves_from_json)

    def play(self, move: Move) -> Outcome:
        return self._read("play", wire.outcome_from_json, move=wire.move_to_json(move))

    def undo(self) -> Outcome:
        return self._read("undo", wire.outcome_from_json)

    def reset(self) -> None:
        self._call("reset")
        self._conform()

    def hints(self) -> tuple[Move, ...]:
        return self._read("hints", wire.moves_from_json)

    def close(self) -> None:
        self._dead = True

    # ---- the Scopa requests (scorpion.protocol.scopa) ---------------------------------
    def scopa_setup(self, board: scopa.ScopaBoard) -> None:
        self._call("scopa-setup", position=scopa.board_to_json(board))
        self._conform()

    def scopa_deal(self, seed: int) -> None:
        self._call("scopa-deal", seed=seed)
        self._conform()

    def scopa_state(self) -> scopa.ScopaState:
        return self._read("scopa-state", scopa.state_from_json)

    def scopa_moves(self) -> tuple[scopa.ScopaPlay, ...]:
        return self._read("scopa-moves", scopa.plays_from_json)

    def scopa_play(self, play: scopa.ScopaPlay) -> scopa.ScopaOutcome:
        return self._read("scopa-play", scopa.outcome_from_json, play=scopa.play_to_json(play))

    def scopa_next_deal(self) -> scopa.ScopaOutcome:
        return self._read("scopa-next-deal", scopa.outcome_from_json)

    def scopa_undo(self) -> scopa.ScopaOutcome:
        return self._read("scopa-undo", scopa.outcome_from_json)

    # ---- lines --------------------------------------------------------------------
    def _exchange(self, line: str, request: str) -> str:
        """Send one request line, return the answer line (EngineError when none comes)."""
        raise NotImplementedError

    def _fail(self) -> None:
        """The engine broke the protocol: it is not used again."""
        self._dead = True

    def _start(self) -> None:
        if self._dead:
            raise EngineError.dead("hello")
        if self._caps is not None:
            return
        answer = self._call("hello", protocol=wire.PROTOCOL_VERSION)
        if answer.get("protocol") != wire.PROTOCOL_VERSION:
            self._fail()
            raise EngineError.version(answer.get("protocol"), wire.PROTOCOL_VERSION)
        self._caps = self._decode("hello", wire.capabilities_from_json, answer.get("engine"))
        self._conform()

    def _read(self, op: str, decode: Callable[[object], T], **args: Any) -> T:
        value = self._decode(op, decode, self._call(op, **args))
        self._conform()
        return value

    def _conform(self) -> None:
        """EngineError unless the last answer fits the protocol's schema; checked after
        the readers, whose messages name the common faults more plainly."""
        assert self._answer is not None
        op, request, answer = self._answer
        try:
            schemas.check_answer(op, answer)
        except ProtocolError as fault:
            self._fail()
            raise EngineError.unusable(request, fault) from None

    def _decode(self, request: str, decode: Callable[[object], T], data: object) -> T:
        try:
            return decode(data)
        except ProtocolError as fault:
            self._fail()
            raise EngineError.unusable(request, fault) from None

    def _call(self, op: str, **args: Any) -> Json:
        """Send one request, return the `result` of its answer."""
        if op != "hello":
            self._start()
        request = _describe(op, args)
        self._next_id += 1
        ident = self._next_id
        line = json.dumps(
            {"id": ident, "op": op, **args}, separators=(",", ":"), ensure_ascii=False
        )
        answer_line = self._exchange(line, request)
        if self.transcript is not None:
            self.transcript.append((line, answer_line))
        try:
            answer = json.loads(answer_line)
        except ValueError:
            self._fail()
            raise EngineError.not_json(request, answer_line) from None
        if not isinstance(answer, dict) or answer.get("id") != ident:
            self._fail()
            fault = ProtocolError.garbage(f"answer (the request's id is {ident})", answer)
            raise EngineError.unusable(request, fault)
        if "error" in answer:
            self._fail()
            raise EngineError.failed(request, str(answer["error"]))
        result = answer.get("result")
        if not isinstance(result, dict):
            self._fail()
            raise EngineError.unusable(request, ProtocolError.garbage("result", result))
        self._answer = (op, request, answer)
        return result


class LoopbackEngine(LineEngine):
    """A Python engine spoken to in protocol lines without a process: what a process would
    read and write, for transcripts and tests of the line protocol itself."""

    def __init__(self, engine: Engine | ScopaEngine, record: bool = True) -> None:
        super().__init__(record)
        self._handlers = handlers(engine)
        self.engine = engine

    def _exchange(self, line: str, request: str) -> str:
        response, _ = answer(self._handlers, line)
        return json.dumps(response, separators=(",", ":"), ensure_ascii=False)


class SubprocessEngine(LineEngine):
    """The engine started by `command`, behind the engine protocol."""

    def __init__(
        self, command: str | Sequence[str], timeout: float = 10.0, cwd: str | None = None
    ) -> None:
        super().__init__()
        self.command = command if isinstance(command, str) else shlex.join(command)
        self.argv = shlex.split(command) if isinstance(command, str) else list(command)
        self.timeout = timeout
        self.cwd = cwd
        self._process: subprocess.Popen[bytes] | None = None
        self._stderr: IO[bytes] | None = None
        self._buffer = b""

    def close(self) -> None:
        """Say goodbye and wait a moment; kill the process if it lingers."""
        process = self._process
        if process is not None and process.poll() is None and not self._dead:
            try:
                self._send(json.dumps({"id": self._next_id + 1, "op": "bye"}))
                process.wait(timeout=min(self.timeout, 2.0))
            except (OSError, subprocess.TimeoutExpired):
                pass
        self._fail()

    def _start(self) -> None:
        if self._process is None and not self._dead:
            self._stderr = tempfile.TemporaryFile()  # noqa: SIM115 (closed by _fail)
            try:
                self._process = subprocess.Popen(
                    self.argv,
                    stdin=subprocess.PIPE,
                    stdout=subprocess.PIPE,
                    stderr=self._stderr,
                    cwd=self.cwd,
                    bufsize=0,
                )
            except OSError as error:
                self._fail()
                raise EngineError.cannot_start(self.command, str(error)) from None
        super()._start()

    def _exchange(self, line: str, request: str) -> str:
        try:
            self._send(line)
        except OSError:
            raise self._crash(request) from None
        return self._line(request).decode("utf-8", "replace")

    def _send(self, line: str) -> None:
        assert self._process is not None and self._process.stdin is not None
        self._process.stdin.write((line + "\n").encode("utf-8"))
        self._process.stdin.flush()

    def _line(self, request: str) -> bytes:
        """The next line the engine writes, within the timeout."""
        assert self._process is not None and self._process.stdout is not None
        fd = self._process.stdout.fileno()
        # until `hello` is answered (its capabilities read), the process is starting
        seconds = self.timeout if self._caps is not None else max(self.timeout, START_SECONDS)
        deadline = time.monotonic() + seconds
        while b"\n" not in self._buffer:
            left = deadline - time.monotonic()
            if left <= 0 or not select.select([fd], [], [], left)[0]:
                self._fail()
                raise EngineError.timeout(request, seconds)
            chunk = os.read(fd, 1 << 16)
            if not chunk:
                raise self._crash(request)
            self._buffer += chunk
        line, _, self._buffer = self._buffer.partition(b"\n")
        return line

    def _crash(self, request: str) -> EngineError:
        """The engine stopped: its exit status and the last lines it wrote to stderr."""
        status = None
        if self._process is not None:
            with suppress(subprocess.TimeoutExpired):
                status = self._process.wait(timeout=1.0)
        output = ""
        if self._stderr is not None:
            self._stderr.seek(0)
            lines = self._stderr.read().decode("utf-8", "replace").strip().splitlines()
            output = " | ".join(lines[-3:])[-500:]
        self._fail()
        return EngineError.crashed(request, status, output)

    def _fail(self) -> None:
        """Kill the process (it broke the protocol, or the run is over)."""
        super()._fail()
        process, self._process = self._process, None
        if process is not None:
            if process.poll() is None:
                process.kill()
                process.wait()
            for stream in (process.stdin, process.stdout):
                if stream is not None:
                    stream.close()
        if self._stderr is not None:
            self._stderr.close()
            self._stderr = None


def _describe(op: str, args: Json) -> str:
    """The request as its messages name it: the op and its arguments, shortened."""
    if not args:
        return op
    text = json.dumps(args, separators=(",", ":"), ensure_ascii=False)
    return f"{op} {text[:120]}{'…' if len(text) > 120 else ''}"
