import CYaml

/// Refuses mapping keys that are not scalars (a list, a mapping, or an alias) before Yams builds
/// the node tree. Theme keys are names; a complex key is never meant, and Yams's duplicate-key
/// check hashes every key with its aliases expanded, so nested aliases used as keys (a few hundred
/// bytes) take exponential time. libyaml's event stream shows the key's kind in one linear pass.
enum ThemeFileKeyCheck {
    static func check(_ text: String, file: String) throws(InputError) {
        var parser = yaml_parser_t()
        guard yaml_parser_initialize(&parser) == 1 else { return }
        defer { yaml_parser_delete(&parser) }
        var bytes = Array(text.utf8)
        try bytes.withUnsafeMutableBufferPointer { (buffer) throws(InputError) in
            yaml_parser_set_input_string(&parser, buffer.baseAddress, buffer.count)
            // Per open collection: nil for a sequence, else whether the next node is a key.
            var expectingKey: [Bool?] = []
            while true {
                var event = yaml_event_t()
                // A syntax error: Yams reports it with its own message.
                guard yaml_parser_parse(&parser, &event) == 1 else { return }
                defer { yaml_event_delete(&event) }
                let type = event.type
                if type == YAML_STREAM_END_EVENT { return }
                if type == YAML_SEQUENCE_END_EVENT || type == YAML_MAPPING_END_EVENT {
                    expectingKey.removeLast()
                    continue
                }
                guard type == YAML_ALIAS_EVENT || type == YAML_SCALAR_EVENT || type == YAML_SEQUENCE_START_EVENT
                        || type == YAML_MAPPING_START_EVENT else { continue }
                if expectingKey.last == true, type != YAML_SCALAR_EVENT {
                    let found = type == YAML_ALIAS_EVENT ? "an alias" : type == YAML_SEQUENCE_START_EVENT ? "a list" : "a mapping"
                    throw InputError(file: file, place: "\(event.start_mark.line + 1):\(event.start_mark.column + 1)",
                                     "expected a key (a name), found \(found) used as a key")
                }
                if let last = expectingKey.indices.last, let isKey = expectingKey[last] { expectingKey[last] = !isKey }
                if type == YAML_SEQUENCE_START_EVENT { expectingKey.append(nil) }
                if type == YAML_MAPPING_START_EVENT { expectingKey.append(true) }
            }
        }
    }
}
