//! The numpy arrays the games' encodings are written into (`View.observation`,
//! `View.action_mask`, `Match.encode` and `encode_batch` of each game): a caller's array,
//! checked, or a new one.

use numpy::{Element, PyArray1, PyArray2, PyArrayMethods, PyUntypedArrayMethods};
use pyo3::exceptions::PyValueError;
use pyo3::prelude::*;

/// `fill` run on `out` when it is a writable, contiguous one-dimensional array of `len` `what`,
/// or on a new array of zeros when `out` is None; the array. A wrong `out` is a ValueError
/// naming what it should be.
pub fn filled<'py, T: Element + Copy + Default>(
    py: Python<'py>,
    out: Option<&Bound<'py, PyAny>>,
    len: usize,
    what: &str,
    fill: impl FnOnce(&mut [T]),
) -> PyResult<Bound<'py, PyArray1<T>>> {
    let wrong = || {
        PyValueError::new_err(format!(
            "out must be a writable, contiguous numpy array of {len} {what}"
        ))
    };
    let array = match out {
        None => PyArray1::from_vec(py, vec![T::default(); len]),
        Some(obj) => obj.cast::<PyArray1<T>>().map_err(|_| wrong())?.clone(),
    };
    if array.len() != len || !array.is_contiguous() {
        return Err(wrong());
    }
    {
        let mut rw = array.try_readwrite().map_err(|_| wrong())?;
        fill(rw.as_slice_mut().map_err(|_| wrong())?);
    }
    Ok(array)
}

/// A view's action mask of `len` int8 flags, written by `mark` into `out` or a new array.
pub fn action_mask<'py>(
    py: Python<'py>,
    out: Option<&Bound<'py, PyAny>>,
    len: usize,
    mark: impl FnOnce(&mut [i8]),
) -> PyResult<Bound<'py, PyArray1<i8>>> {
    filled(py, out, len, "int8", mark)
}

/// The most bytes a batch's new arrays may take (4 GiB): more is a MemoryError before anything is
/// allocated, not an exhausted machine.
const MOST_BATCH_BYTES: usize = 1 << 32;

/// A MemoryError unless `rows` rows of `row_bytes` bytes take at most 4 GiB: checked before a
/// batch's arrays are made.
pub fn check_batch(rows: usize, row_bytes: usize) -> PyResult<()> {
    if rows.saturating_mul(row_bytes) <= MOST_BATCH_BYTES {
        return Ok(());
    }
    Err(pyo3::exceptions::PyMemoryError::new_err(format!(
        "a batch of {rows} rows would take more than 4 GiB; give at most {} rows at a time",
        MOST_BATCH_BYTES / row_bytes.max(1)
    )))
}

/// `out` when it is a writable, C-contiguous `rows` × `cols` array of `what`, or a new array of
/// zeros when `out` is None. A wrong `out` is a ValueError naming what it should be.
pub fn rows<'py, T: Element>(
    py: Python<'py>,
    out: Option<&Bound<'py, PyAny>>,
    (rows, cols): (usize, usize),
    what: &str,
) -> PyResult<Bound<'py, PyArray2<T>>> {
    let wrong = || {
        PyValueError::new_err(format!(
            "out must be a writable, C-contiguous numpy array of {rows} x {cols} {what}"
        ))
    };
    let array = match out {
        None => PyArray2::zeros(py, [rows, cols], false),
        Some(obj) => obj.cast::<PyArray2<T>>().map_err(|_| wrong())?.clone(),
    };
    let writable = array.try_readwrite().is_ok();
    if array.shape() != [rows, cols] || !array.is_c_contiguous() || !writable {
        return Err(wrong());
    }
    Ok(array)
}
