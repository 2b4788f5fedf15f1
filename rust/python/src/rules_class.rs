//! `rules_class!`: a game's `Rules` class, written once. Each game names its engine rules, its
//! presets and its options with their docs (and any methods of its own); the constructor,
//! `replace`, the presets by name, the options dict and what each option takes, the getters, a
//! `repr` that evaluates back, JSON and pickle come from here, on top of the shared pieces of
//! [`crate::options`].

/// Defines `pub struct Rules` (a frozen pyclass holding `pub rules`), its methods, its
/// [`crate::options::RulesClass`] impl and `pub fn rules_arg`, in the module that calls it.
macro_rules! rules_class {
    (
        $(#[$class_doc:meta])*
        module: $module:literal,
        engine: $engine:ty,
        game: $game:literal,
        class: $class:literal,
        presets: [$($(#[$preset_doc:meta])* $preset:ident),* $(,)?],
        options: [$($(#[$option_doc:meta])* $option:ident),* $(,)?],
        methods: {$($methods:tt)*}
    ) => {
        $(#[$class_doc])*
        #[pyo3::pyclass(module = $module, frozen, eq, hash)]
        #[derive(Clone, Debug, PartialEq, Eq, Hash)]
        pub struct Rules {
            pub rules: $engine,
        }

        #[pyo3::pymethods]
        impl Rules {
            /// `Rules(**options)` is `Rules.standard().replace(**options)`.
            #[new]
            #[pyo3(signature = (**options))]
            fn py_new(
                options: Option<&pyo3::Bound<'_, pyo3::types::PyDict>>,
            ) -> crate::errors::Result<Rules> {
                let standard = <$engine as zz_engine::options::GameRules>::standard_preset();
                Ok(Rules {
                    rules: crate::options::replaced(standard, options)?,
                })
            }

            $(
                $(#[$preset_doc])*
                #[staticmethod]
                fn $preset() -> Rules {
                    Rules {
                        rules: <$engine>::$preset(),
                    }
                }
            )*

            /// A preset by name: one of `Rules.presets()`.
            #[staticmethod]
            fn preset_named(name: &str) -> crate::errors::Result<Rules> {
                Ok(Rules {
                    rules: <$engine as zz_engine::options::GameRules>::preset(name)?,
                })
            }

            /// The names of the presets.
            #[staticmethod]
            fn presets() -> Vec<&'static str> {
                <$engine as zz_engine::options::GameRules>::PRESETS.to_vec()
            }

            /// A copy with the given options changed.
            #[pyo3(signature = (**options))]
            fn replace(
                &self,
                options: Option<&pyo3::Bound<'_, pyo3::types::PyDict>>,
            ) -> crate::errors::Result<Rules> {
                Ok(Rules {
                    rules: crate::options::replaced(self.rules, options)?,
                })
            }

            /// The name of the preset this rule set equals, or None.
            #[getter]
            fn preset(&self) -> Option<&'static str> {
                zz_engine::options::GameRules::preset_name(&self.rules)
            }

            /// Every option and its value.
            fn options<'py>(
                &self,
                py: pyo3::Python<'py>,
            ) -> crate::errors::Result<pyo3::Bound<'py, pyo3::types::PyDict>> {
                crate::options::options_dict(py, &self.rules)
            }

            /// What each option takes, in the order of `options()`: `{"kind": "bool"}`,
            /// `{"kind": "choice", "choices": [names]}`, `{"kind": "integer", "low": ..,
            /// "high": ..}` or, for an integer of a few values, `{"kind": "integer",
            /// "choices": [integers]}`; each with `"optional"`, whether None is a value (worked
            /// out when not given). `replace` takes exactly these values.
            #[classmethod]
            fn option_kinds<'py>(
                _cls: &pyo3::Bound<'py, pyo3::types::PyType>,
                py: pyo3::Python<'py>,
            ) -> pyo3::PyResult<pyo3::Bound<'py, pyo3::types::PyDict>> {
                crate::options::option_kinds_dict::<$engine>(py)
            }

            $(
                $(#[$option_doc])*
                #[getter]
                fn $option<'py>(
                    &self,
                    py: pyo3::Python<'py>,
                ) -> crate::errors::Result<pyo3::Bound<'py, pyo3::PyAny>> {
                    crate::options::option_named(py, &self.rules, stringify!($option))
                }
            )*

            fn __repr__(&self) -> String {
                crate::options::rules_repr(&self.rules)
            }

            /// The rule set as JSON.
            fn to_json(&self) -> pyo3::PyResult<String> {
                serde_json::to_string(&self.rules).map_err(crate::errors::json_to_py)
            }

            /// A rule set from `to_json` output.
            #[staticmethod]
            fn from_json(text: &str) -> pyo3::PyResult<Rules> {
                Ok(Rules {
                    rules: serde_json::from_str(text).map_err(crate::errors::json_to_py)?,
                })
            }

            fn __reduce__<'py>(
                &self,
                py: pyo3::Python<'py>,
            ) -> pyo3::PyResult<(pyo3::Bound<'py, pyo3::PyAny>, (String,))> {
                use pyo3::types::PyAnyMethods;
                let from_json = py.get_type::<Rules>().getattr("from_json")?;
                Ok((from_json, (self.to_json()?,)))
            }

            $($methods)*
        }

        impl crate::options::RulesClass for Rules {
            type Rules = $engine;
            const GAME: &'static str = $game;
            const CLASS: &'static str = $class;
            fn rules(&self) -> $engine {
                self.rules
            }
        }

        /// The rules given by a Python argument: this game's `Rules`, a preset name, or None
        /// (standard).
        pub fn rules_arg(
            obj: Option<&pyo3::Bound<'_, pyo3::PyAny>>,
        ) -> crate::errors::Result<$engine> {
            crate::options::rules_arg::<Rules>(obj)
        }
    };
}
