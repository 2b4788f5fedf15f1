//! The Python exceptions, and the one place where engine errors become them.

use pyo3::create_exception;
use pyo3::exceptions::{PyKeyboardInterrupt, PyRuntimeError, PyValueError};
use pyo3::PyErr;
use zz_engine::EngineError;

create_exception!(
    zweiundzwanzig,
    ZweiundzwanzigError,
    PyValueError,
    "Base class of the library's errors about bad input (a ValueError)."
);
create_exception!(
    zweiundzwanzig,
    CardError,
    ZweiundzwanzigError,
    "A malformed card string, or a card that is not in the game."
);
create_exception!(
    zweiundzwanzig,
    RulesError,
    ZweiundzwanzigError,
    "An unknown or inconsistent rule option, or an impossible configuration."
);
create_exception!(
    zweiundzwanzig,
    IllegalMoveError,
    ZweiundzwanzigError,
    "A move that is not legal here; the match is left unchanged."
);
create_exception!(
    zweiundzwanzig,
    StateError,
    ZweiundzwanzigError,
    "A serialized match or view that cannot be read back."
);
create_exception!(
    zweiundzwanzig,
    PolicyError,
    ZweiundzwanzigError,
    "A policy given as a Python callable failed: it returned an illegal move or something that \
     is not a move, or it raised. The message names the game, the seat and what was wrong; \
     `__cause__` is the exception behind it (the library's `IllegalMoveError` or `CardError`, \
     or the callable's own)."
);

create_exception!(
    zweiundzwanzig,
    BusyError,
    PyRuntimeError,
    "A match is in use by another call that has not returned: a call made from inside an \
     argument of a call on the same match (a generator, a `__index__`), or from another thread at \
     the same moment. Nothing was changed; call again once the other call has returned."
);
create_exception!(
    zweiundzwanzig,
    Interrupted,
    PyKeyboardInterrupt,
    "A long call (`advise`, `simulate`, `tournament`) stopped by Ctrl-C: a `KeyboardInterrupt` \
     whose `partial` attribute holds what the call had done when it stopped (the advice so \
     far, the result of the games finished), or None."
);

/// An error of a call: the engine's, or Python's. The engine's error type lives in the engine
/// crate and `PyErr` in PyO3, so the orphan rule needs this type of our own between them; with
/// it, `?` turns either into the other and the call's `PyResult`, and an engine error becomes a
/// Python exception here and nowhere else.
#[derive(Debug)]
pub enum Error {
    /// An engine error, not yet a Python exception.
    Engine(EngineError),
    /// A Python exception.
    Python(PyErr),
}

/// The result of a call that may fail in the engine or in Python.
pub type Result<T> = std::result::Result<T, Error>;

impl From<EngineError> for Error {
    fn from(err: EngineError) -> Error {
        Error::Engine(err)
    }
}

impl From<PyErr> for Error {
    fn from(err: PyErr) -> Error {
        Error::Python(err)
    }
}

impl From<Error> for PyErr {
    /// Each engine error as its exception class.
    fn from(err: Error) -> PyErr {
        match err {
            Error::Python(e) => e,
            Error::Engine(EngineError::Card(m)) => CardError::new_err(m),
            Error::Engine(EngineError::Rules(m)) => RulesError::new_err(m),
            Error::Engine(EngineError::IllegalMove(m)) => IllegalMoveError::new_err(m),
            Error::Engine(EngineError::State(m)) => StateError::new_err(m),
        }
    }
}

/// A JSON error as a state error.
pub fn json_to_py(err: serde_json::Error) -> PyErr {
    StateError::new_err(format!("cannot read this JSON: {err}"))
}
