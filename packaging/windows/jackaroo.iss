; Inno Setup script of the Windows installer (docs/packaging.md), from the one-dir bundle that
; `pyinstaller jackaroo.spec` makes in dist\Jackaroo.  From the top of the checkout:
;
;   iscc /DAppVersion=0.1.0 packaging\windows\jackaroo.iss
;
; makes dist\jackaroo-<version>-windows-x64-setup.exe: the game under Program Files (or the user's
; programs folder without administrator rights), a Start menu entry, an optional desktop icon, an
; uninstaller (Settings > Apps), the licences, and saved games (.jackaroo), game records
; (.jackaroo-record) and invitation links (jackaroo://host:port/CODE) opening with the game.
; .github/workflows/installers.yml builds it, installs it silently, runs the self-test and
; uninstalls it.

#ifndef AppVersion
  #error Pass the version: iscc /DAppVersion=<version of pyproject.toml> packaging\windows\jackaroo.iss
#endif
#ifndef BundleDir
  #define BundleDir "..\..\dist\Jackaroo"
#endif
#define AppExe "Jackaroo.exe"

[Setup]
; the same id in every version: a new version replaces the old one
AppId={{89903509-7938-47EA-AE2B-63236BB233B2}
AppName=Jackaroo
AppVersion={#AppVersion}
AppVerName=Jackaroo {#AppVersion}
AppPublisher=The Jackaroo authors
AppCopyright=Copyright (c) 2026 The Jackaroo authors
VersionInfoVersion={#AppVersion}
DefaultDirName={autopf}\Jackaroo
DefaultGroupName=Jackaroo
DisableProgramGroupPage=yes
LicenseFile=..\..\LICENSE
OutputDir=..\..\dist
OutputBaseFilename=jackaroo-{#AppVersion}-windows-x64-setup
Compression=lzma2
SolidCompression=yes
WizardStyle=modern
ArchitecturesAllowed=x64compatible
ArchitecturesInstallIn64BitMode=x64compatible
; installs for the current user without administrator rights, or for everyone if the user chooses
PrivilegesRequired=lowest
PrivilegesRequiredOverridesAllowed=dialog commandline
ChangesAssociations=yes
UninstallDisplayIcon={app}\{#AppExe}
UninstallDisplayName=Jackaroo {#AppVersion}

[Tasks]
Name: "desktopicon"; Description: "{cm:CreateDesktopIcon}"; GroupDescription: "{cm:AdditionalIcons}"; Flags: unchecked

[Files]
Source: "{#BundleDir}\*"; DestDir: "{app}"; Flags: ignoreversion recursesubdirs createallsubdirs
Source: "..\..\LICENSE"; DestDir: "{app}"; Flags: ignoreversion
Source: "..\..\THIRD-PARTY-NOTICES"; DestDir: "{app}"; Flags: ignoreversion

[Icons]
Name: "{autoprograms}\Jackaroo"; Filename: "{app}\{#AppExe}"; Comment: "The Gulf's marble-and-card race game"
Name: "{autodesktop}\Jackaroo"; Filename: "{app}\{#AppExe}"; Tasks: desktopicon

[Registry]
; saved games: .jackaroo -> Jackaroo.Game; game records: .jackaroo-record -> Jackaroo.Record
; (HKA: the current user's classes, or the machine's when installed for everyone)
Root: HKA; Subkey: "Software\Classes\.jackaroo"; ValueType: string; ValueName: ""; ValueData: "Jackaroo.Game"; Flags: uninsdeletevalue
Root: HKA; Subkey: "Software\Classes\.jackaroo\OpenWithProgids"; ValueType: string; ValueName: "Jackaroo.Game"; ValueData: ""; Flags: uninsdeletevalue
Root: HKA; Subkey: "Software\Classes\Jackaroo.Game"; ValueType: string; ValueName: ""; ValueData: "Jackaroo saved game"; Flags: uninsdeletekey
Root: HKA; Subkey: "Software\Classes\Jackaroo.Game\DefaultIcon"; ValueType: string; ValueName: ""; ValueData: "{app}\{#AppExe},0"
Root: HKA; Subkey: "Software\Classes\Jackaroo.Game\shell\open\command"; ValueType: string; ValueName: ""; ValueData: """{app}\{#AppExe}"" ""%1"""
Root: HKA; Subkey: "Software\Classes\.jackaroo-record"; ValueType: string; ValueName: ""; ValueData: "Jackaroo.Record"; Flags: uninsdeletevalue
Root: HKA; Subkey: "Software\Classes\.jackaroo-record\OpenWithProgids"; ValueType: string; ValueName: "Jackaroo.Record"; ValueData: ""; Flags: uninsdeletevalue
Root: HKA; Subkey: "Software\Classes\Jackaroo.Record"; ValueType: string; ValueName: ""; ValueData: "Jackaroo game record"; Flags: uninsdeletekey
Root: HKA; Subkey: "Software\Classes\Jackaroo.Record\DefaultIcon"; ValueType: string; ValueName: ""; ValueData: "{app}\{#AppExe},0"
Root: HKA; Subkey: "Software\Classes\Jackaroo.Record\shell\open\command"; ValueType: string; ValueName: ""; ValueData: """{app}\{#AppExe}"" ""%1"""
; invitation links: the URL protocol jackaroo: ("URL Protocol" marks the key as one)
Root: HKA; Subkey: "Software\Classes\jackaroo"; ValueType: string; ValueName: ""; ValueData: "URL:Jackaroo invitation link"; Flags: uninsdeletekey
Root: HKA; Subkey: "Software\Classes\jackaroo"; ValueType: string; ValueName: "URL Protocol"; ValueData: ""
Root: HKA; Subkey: "Software\Classes\jackaroo\DefaultIcon"; ValueType: string; ValueName: ""; ValueData: "{app}\{#AppExe},0"
Root: HKA; Subkey: "Software\Classes\jackaroo\shell\open\command"; ValueType: string; ValueName: ""; ValueData: """{app}\{#AppExe}"" ""%1"""
Root: HKA; Subkey: "Software\Classes\Applications\{#AppExe}\SupportedTypes"; ValueType: string; ValueName: ".jackaroo"; ValueData: ""; Flags: uninsdeletekey
Root: HKA; Subkey: "Software\Classes\Applications\{#AppExe}\SupportedTypes"; ValueType: string; ValueName: ".jackaroo-record"; ValueData: ""

[Run]
Filename: "{app}\{#AppExe}"; Description: "{cm:LaunchProgram,Jackaroo}"; Flags: nowait postinstall skipifsilent
