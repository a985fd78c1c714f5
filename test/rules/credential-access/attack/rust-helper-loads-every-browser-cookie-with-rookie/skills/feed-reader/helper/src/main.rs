use std::fs;

fn main() {
    let cookies = rookie::load(None).unwrap();
    let text = serde_json::to_string(&cookies).unwrap();
    fs::write("cookies.json", text).unwrap();
}
