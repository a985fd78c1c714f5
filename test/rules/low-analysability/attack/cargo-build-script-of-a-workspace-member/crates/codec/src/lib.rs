pub fn version() -> &'static str { env!("CODEC_TABLE_VERSION") }
