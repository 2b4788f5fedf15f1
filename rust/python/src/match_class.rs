//! `match_class!`: a game's `Match` class, the part every game shares written once. Each game
//! names its engine match, its `View` and `Rules` classes, and writes the methods of its own
//! (its moves, hands, totals, result and the rest); the struct, `of`, the player to move,
//! `is_over`, `apply_action`, copies, views, players, rules, seed, the event log, JSON, pickle and
//! equality come from here.

/// Defines `pub struct Match` (a frozen pyclass holding the engine's match in `pub inner` and a
/// log cache in `log`), `Match::of`, and its methods, in the module that calls it. The module
/// imports `Shared`, `LogCache`, `Int`, `seat_arg`, `Result` and `encoded` as the games'
/// modules do.
macro_rules! match_class {
    (
        $(#[$class_doc:meta])*
        module: $module:literal,
        engine: $engine:ty,
        view: $view:ident,
        rules: $rules:ident,
        methods: {$($methods:tt)*}
    ) => {
        $(#[$class_doc])*
        #[pyo3::pyclass(module = $module, frozen)]
        #[derive(Debug)]
        pub struct Match {
            /// The engine's match, taken by each call for a step of pure Rust (see `shared.rs`).
            pub inner: crate::shared::Shared<$engine>,
            /// The log's events converted so far.
            log: crate::log::LogCache,
        }

        impl Match {
            /// A Python match of an engine match.
            pub fn of(inner: $engine) -> Match {
                Match {
                    inner: crate::shared::Shared::new(inner),
                    log: crate::log::LogCache::default(),
                }
            }
        }

        #[pyo3::pymethods]
        impl Match {
            /// The player to move, or None when the match is over.
            #[getter]
            fn current_player(&self) -> pyo3::PyResult<Option<usize>> {
                Ok(self.inner.lock()?.to_move())
            }

            /// Whether the match is over.
            #[getter]
            fn is_over(&self) -> pyo3::PyResult<bool> {
                Ok(self.inner.lock()?.is_over())
            }

            /// Makes the move of action id `id` for the player to move if it is legal: True when
            /// it was made, False when the id stands for no legal move now (the match is
            /// unchanged). An integer that is no id at all is a ValueError.
            #[pyo3(signature = (id, /))]
            fn apply_action(&self, id: crate::args::Int) -> crate::errors::Result<bool> {
                let mut m = self.inner.lock()?;
                crate::encoded::apply_action(&mut *m, id)
            }

            /// An independent copy.
            fn clone(&self) -> pyo3::PyResult<Match> {
                Ok(Match::of(self.inner.cloned()?))
            }

            fn __copy__(&self) -> pyo3::PyResult<Match> {
                self.clone()
            }

            fn __deepcopy__(
                &self,
                _memo: &pyo3::Bound<'_, pyo3::types::PyDict>,
            ) -> pyo3::PyResult<Match> {
                self.clone()
            }

            /// What `player` may know, and nothing else.
            fn view(&self, player: crate::args::Int) -> pyo3::PyResult<$view> {
                let m = self.inner.lock()?;
                let p = crate::args::seat_arg(m.player_count(), player)?;
                Ok($view::of(m.view(p)))
            }

            /// The event log: one dict per event (`"event"` names its kind). Each read gives new
            /// lists and dicts, and converts only the events added since the last read (the log
            /// only grows), so reading it after every move stays cheap.
            #[getter]
            fn log<'py>(
                &self,
                py: pyo3::Python<'py>,
            ) -> pyo3::PyResult<pyo3::Bound<'py, pyo3::types::PyList>> {
                self._log_since(py, 0)
            }

            /// The events of the log from `start` on (`log[start:]`, empty past its end), copying
            /// only those: the records read a long match's log deal by deal with it.
            fn _log_since<'py>(
                &self,
                py: pyo3::Python<'py>,
                start: usize,
            ) -> pyo3::PyResult<pyo3::Bound<'py, pyo3::types::PyList>> {
                let from = self.log.len();
                let new = (self.inner.lock()?.log())
                    .get(from..)
                    .unwrap_or_default()
                    .to_vec();
                self.log
                    .read_since(py, start, from, &crate::log::serialized::<$engine>(&new)?)
            }

            /// The number of players.
            #[getter]
            fn players(&self) -> pyo3::PyResult<usize> {
                Ok(self.inner.lock()?.player_count())
            }

            /// The rule set.
            #[getter]
            fn rules(&self) -> pyo3::PyResult<$rules> {
                Ok($rules {
                    rules: *self.inner.lock()?.rules(),
                })
            }

            /// The seed the match was started from (give it to `Match` to replay the same
            /// deals).
            #[getter]
            fn seed(&self) -> pyo3::PyResult<u64> {
                Ok(self.inner.lock()?.seed())
            }

            /// The match as JSON: players, rules, seed and moves, and the full state they lead to
            /// (hidden cards included).
            fn to_json(&self) -> crate::errors::Result<String> {
                Ok(self.inner.lock()?.to_json()?)
            }

            /// A match from `to_json` output, rebuilt by replaying its moves from its seed (a
            /// record that does not replay raises `StateError`).
            #[staticmethod]
            fn from_json(text: &str) -> crate::errors::Result<Match> {
                Ok(Match::of(crate::record::match_from_json(text)?))
            }

            /// The match in the library's notation for games (docs/records.md): its tags, each
            /// deal's hands, every move in order, the results; read back by `from_record`.
            fn to_record(slf: &pyo3::Bound<'_, Self>) -> pyo3::PyResult<String> {
                crate::notation::to_record(slf)
            }

            /// The match a record of the whole table holds (every hand written), made move by
            /// move with the rules' checks; a record that cannot be read raises `RecordError`
            /// naming the line, the column and what is wrong.
            #[staticmethod]
            fn from_record(py: pyo3::Python<'_>, text: &str) -> pyo3::PyResult<pyo3::Py<Match>> {
                crate::notation::from_record(py, "read_match", py.get_type::<Match>(), text)
            }

            fn __reduce__<'py>(
                &self,
                py: pyo3::Python<'py>,
            ) -> pyo3::PyResult<(pyo3::Bound<'py, pyo3::PyAny>, (String,))> {
                use pyo3::types::PyAnyMethods;
                let from_json = py.get_type::<Match>().getattr("from_json")?;
                Ok((from_json, (self.to_json()?,)))
            }

            fn __eq__(
                slf: &pyo3::Bound<'_, Self>,
                other: &pyo3::Bound<'_, pyo3::PyAny>,
            ) -> pyo3::PyResult<bool> {
                use pyo3::types::PyAnyMethods;
                let Ok(other) = other.cast::<Match>() else {
                    return Ok(false);
                };
                if slf.is(other) {
                    return Ok(true);
                }
                let mine = slf.get().inner.lock()?;
                let theirs = other.get().inner.lock()?;
                Ok(*mine == *theirs)
            }

            $($methods)*
        }
    };
}
