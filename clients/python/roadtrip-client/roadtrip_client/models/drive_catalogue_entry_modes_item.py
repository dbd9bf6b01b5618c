from enum import StrEnum


class DriveCatalogueEntryModesItem(StrEnum):
    DIGITAL = "digital"
    REFEREE = "referee"

    def __str__(self) -> str:
        return str(self.value)
