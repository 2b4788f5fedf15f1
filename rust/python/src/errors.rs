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

/// An engine error as a Python exception (the orphan rule keeps this a function).
pub fn to_py(err: EngineError) -> PyErr {
    match err {
        EngineError::Card(m) => CardError::new_err(m),
        EngineError::Rules(m) => RulesError::new_err(m),
        EngineError::IllegalMove(m) => IllegalMoveError::new_err(m),
        EngineError::State(m) => StateError::new_err(m),
    }
}

/// A JSON error as a state error.
pub fn json_to_py(err: serde_json::Error) -> PyErr {
    StateError::new_err(format!("cannot read this JSON: {err}"))
}
