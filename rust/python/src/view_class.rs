//! `view_class!`: the methods every game's `View` class shares, written once. Each game defines
//! its `View` struct (a frozen pyclass holding the engine's view, with `View::of`) and writes
//! the methods of its own (its hand, table, log, observation, action ids, description and the
//! rest); whose view it is, the players, the rules, the player to move, JSON, pickle, equality
//! and copies come from here.

/// Adds the shared methods and `$($methods)*` to `View` in the module that calls it: `field`
/// names the struct's field that holds the engine view of match type `engine`.
macro_rules! view_class {
    (
        engine: $engine:ty,
        field: $field:ident,
        rules: $rules:ident,
        methods: {$($methods:tt)*}
    ) => {
        #[pyo3::pymethods]
        impl View {
            /// Whose view this is.
            #[getter]
            fn player(&self) -> u8 {
                self.$field.player
            }

            /// The number of players.
            #[getter]
            fn players(&self) -> u8 {
                self.$field.players
            }

            /// The rule set.
            #[getter]
            fn rules(&self) -> $rules {
                $rules {
                    rules: self.$field.rules,
                }
            }

            /// The player to move, or None when the match is over.
            #[getter]
            fn current_player(&self) -> Option<u8> {
                self.$field.to_move
            }

            /// The view as JSON.
            fn to_json(&self) -> pyo3::PyResult<String> {
                serde_json::to_string(&self.$field).map_err(crate::errors::json_to_py)
            }

            /// A view from `to_json` output. A document that is not a possible view (a field out
            /// of range, cards that do not add up, a log the rules do not give) raises
            /// `StateError` saying what is wrong.
            #[staticmethod]
            fn from_json(text: &str) -> crate::errors::Result<View> {
                let view: <$engine as zz_engine::game::Game>::View =
                    crate::record::view_from_json(text)?;
                zz_engine::possible::check::<$engine>(&view)?;
                Ok(View::of(view))
            }

            /// The recorder's view a record of one seat holds (`[Recorder "N"]`: only that
            /// seat's cards written), at the record's end; a record that cannot be read raises
            /// `RecordError` naming the line, the column and what is wrong.
            #[staticmethod]
            fn from_record(py: pyo3::Python<'_>, text: &str) -> pyo3::PyResult<pyo3::Py<View>> {
                crate::notation::from_record(py, "read_view", py.get_type::<View>(), text)
            }

            fn __reduce__<'py>(
                &self,
                py: pyo3::Python<'py>,
            ) -> pyo3::PyResult<(pyo3::Bound<'py, pyo3::PyAny>, (String,))> {
                use pyo3::types::PyAnyMethods;
                let from_json = py.get_type::<View>().getattr("from_json")?;
                Ok((from_json, (self.to_json()?,)))
            }

            fn __eq__(&self, other: &pyo3::Bound<'_, pyo3::PyAny>) -> bool {
                other
                    .cast::<View>()
                    .is_ok_and(|o| o.get().$field == self.$field)
            }

            fn __copy__(&self) -> View {
                View::of(self.$field.clone())
            }

            fn __deepcopy__(&self, _memo: &pyo3::Bound<'_, pyo3::types::PyDict>) -> View {
                View::of(self.$field.clone())
            }

            $($methods)*
        }
    };
}
