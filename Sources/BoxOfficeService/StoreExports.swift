// Everything saved on this machine is part of the service layer's vocabulary.
@_exported import BoxOfficeStore
