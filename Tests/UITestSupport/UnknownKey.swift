import TerminalKit

/// The key an unknown escape sequence `text` decodes to.
public func unknownKey(_ text: String) -> Key { .unknownSequence(Array(text.utf8)) }
