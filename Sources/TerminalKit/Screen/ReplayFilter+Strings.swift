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
    case 0x9C where pending.last == 0xC2:
      // U+009C, ST written as UTF-8: the string ends, and is none of quiz's.
      drop()
      state = .ground
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

  /// A C1 control written as UTF-8 (U+0080–U+009F), left out: the sequence it begins
  /// (CSI, OSC, DCS, SOS, PM, APC) is skipped whole to its end, as its 7-bit form would be.
  mutating func c1(_ control: UInt8) {
    drop()
    switch control {
    case 0x9B: state = .skippedCSI
    case 0x9D: state = .skipped(.osc)
    case 0x90: state = .skipped(.dcs)
    case 0x98, 0x9E, 0x9F: state = .skipped(.other)
    default: break
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
