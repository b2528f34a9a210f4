// A stand-in for AudioToolbox on Linux: only what ios/App/Sources uses, as documented
// (`func AudioServicesPlaySystemSound(_ inSystemSoundID: SystemSoundID)`). Nothing here runs.

/// A system sound's identifier.
public typealias SystemSoundID = UInt32

/// Plays a system sound (here: nothing).
public func AudioServicesPlaySystemSound(_ inSystemSoundID: SystemSoundID) {}
