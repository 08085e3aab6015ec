//! Tolerance for the damage old game records carry, as GNU Go's reader
//! tolerates it: a missing final `)`, junk after the first game tree, and a
//! property repeated within one node. The text is normalised here and then
//! parsed strictly by sgf-parse; a record cut off inside a property value is
//! still an error.

/// Returns the first game tree of `text`, repaired, or a description of why it
/// cannot be.
pub fn normalise(text: &str) -> Result<String, String> {
    let bytes = text.as_bytes();
    let start = text.find('(').ok_or("no game tree")?;
    let mut out = String::with_capacity(text.len() + 4);
    let mut depth = 0usize;
    let mut i = start;
    // The current node's properties: canonical identifier (upper-case
    // letters only, as FF[4] reads FF[3] names), identifier as written, values.
    let mut node: Vec<(String, String, Vec<String>)> = Vec::new();
    while i < bytes.len() {
        let c = bytes[i];
        if matches!(c, b'(' | b')' | b';') {
            flush(&mut node, &mut out);
        }
        match c {
            b'(' => {
                depth += 1;
                out.push('(');
                i += 1;
            }
            b')' => {
                out.push(')');
                i += 1;
                depth = depth.saturating_sub(1);
                if depth == 0 {
                    return Ok(out);
                }
            }
            b';' => {
                out.push(';');
                i += 1;
            }
            c if c.is_ascii_alphabetic() => {
                let id_start = i;
                while i < bytes.len() && bytes[i].is_ascii_alphabetic() {
                    i += 1;
                }
                let ident = &text[id_start..i];
                let canonical: String = ident.chars().filter(|c| c.is_ascii_uppercase()).collect();
                // Values follow, possibly after white space.
                let mut values = Vec::new();
                loop {
                    let mut j = i;
                    while j < bytes.len() && bytes[j].is_ascii_whitespace() {
                        j += 1;
                    }
                    if j >= bytes.len() || bytes[j] != b'[' {
                        break;
                    }
                    let v_start = j;
                    j += 1;
                    while j < bytes.len() && bytes[j] != b']' {
                        if bytes[j] == b'\\' {
                            j += 1;
                        }
                        j += 1;
                    }
                    if j >= bytes.len() {
                        return Err(format!("record ends inside a value of property {ident}"));
                    }
                    values.push(text[v_start..=j].to_string());
                    i = j + 1;
                }
                if values.is_empty() {
                    return Err(format!("property {ident} has no value"));
                }
                match node.iter_mut().find(|(c, _, _)| *c == canonical) {
                    // A repeated list property (`AB[aa]AB[bb]`) gathers its values;
                    // a repeated value (`GM[1]GM[1]`) is dropped.
                    Some((_, _, old)) => {
                        for v in values {
                            if !old.contains(&v) {
                                old.push(v);
                            }
                        }
                    }
                    None => node.push((canonical, ident.to_string(), values)),
                }
            }
            _ => {
                if c.is_ascii_whitespace() {
                    out.push(c as char);
                }
                i += 1;
            }
        }
    }
    if depth == 0 {
        return Err("no game tree".into());
    }
    flush(&mut node, &mut out);
    // Missing closing parentheses at the end of the file.
    for _ in 0..depth {
        out.push(')');
    }
    Ok(out)
}

/// Writes the gathered properties of a node.
fn flush(node: &mut Vec<(String, String, Vec<String>)>, out: &mut String) {
    for (_, ident, values) in node.drain(..) {
        out.push_str(&ident);
        for v in values {
            out.push_str(&v);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::normalise;

    #[test]
    fn repairs_what_old_records_get_wrong() {
        assert_eq!(normalise("(;GM[1];B[aa]").unwrap(), "(;GM[1];B[aa])");
        assert_eq!(
            normalise("x(;GM[1];B[aa]);W[bb]---").unwrap(),
            "(;GM[1];B[aa])"
        );
        assert_eq!(
            normalise("(;GM[1]GM[1]FF[4];B[aa])").unwrap(),
            "(;GM[1]FF[4];B[aa])"
        );
        assert_eq!(normalise("(;C[a \\] b)])").unwrap(), "(;C[a \\] b)])");
        assert_eq!(
            normalise("(;AB[aa]AW[cc]AB[bb])").unwrap(),
            "(;AB[aa][bb]AW[cc])"
        );
        assert!(normalise("(;GM[1];B[a").is_err());
        assert!(normalise("nothing").is_err());
    }
}
