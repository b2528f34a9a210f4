// A stand-in for AudioToolbox on Linux: only what ios/App/Sources uses, as documented
// (`func AudioServicesPlaySystemSound(_ inSystemSoundID: SystemSoundID)`,
// `func AudioServicesCreateSystemSoundID(_ inFileURL: CFURL, _ outSystemSoundID:
// UnsafeMutablePointer<SystemSoundID>) -> OSStatus`). Nothing here runs.

import Foundation

/// Core Foundation's URL, toll-free bridged with `URL` on Apple systems (`url as CFURL`).
public typealias CFURL = URL

/// A result code (0: no error).
public typealias OSStatus = Int32

/// A system sound's identifier.
public typealias SystemSoundID = UInt32

/// Plays a system sound (here: nothing).
public func AudioServicesPlaySystemSound(_ inSystemSoundID: SystemSoundID) {}

/// Registers the sound file at `inFileURL` as a system sound (here: nothing, no error).
public func AudioServicesCreateSystemSoundID(
    _ inFileURL: CFURL, _ outSystemSoundID: UnsafeMutablePointer<SystemSoundID>
) -> OSStatus { 0 }
