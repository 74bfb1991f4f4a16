/// The strings (OSC, DCS, APC, PM, SOS) ``ReplayFilter`` reads: kept whole to their end
/// when they may be a picture, else skipped.
extension ReplayFilter {
  mutating func beginString(_ kind: StringKind, _ introducer: UInt8, allowed: Bool) {
    if allowed {
      pending = [0x1B, introducer]
      state = .string(kind)
    } else {
      drop()
      state = .skipped(kind)
    }
  }

  mutating func string(_ kind: StringKind, _ byte: UInt8, into output: inout [UInt8]) {
    switch byte {
    case 0x1B: state = .stringEscape(kind)
    case 0x07 where kind == .osc:
      pending.append(byte)
      endString(kind, into: &output)
    case 0x18, 0x1A:
      // CAN and SUB cancel a sequence in every terminal.
      drop()
      state = .ground
    default:
      pending.append(byte)
      if pending.count > Self.stringLimit {
        drop()
        pending = []
        state = .skipped(kind)
      }
    }
  }

  mutating func endString(_ kind: StringKind, into output: inout [UInt8]) {
    state = .ground
    let sequence = pending
    pending = []
    guard let passed = picture(sequence, kind: kind) else { return drop() }
    output += passed
  }
}
