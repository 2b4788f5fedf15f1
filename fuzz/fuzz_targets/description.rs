//! cargo fuzz target: the body is [`zz_fuzz::description`] (also run by the engine's tests).
#![no_main]

libfuzzer_sys::fuzz_target!(|data: &[u8]| zz_fuzz::description(data));
